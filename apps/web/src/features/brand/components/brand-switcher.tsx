import type { TBrandAccess } from '@samplebank/contracts/brand-portal';
import { useNavigate } from 'react-router';
import { inputStyles } from '../../../components/ui/input-styles';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useMyBrands } from '../api';
import { brandPaths } from '../brand-paths';

/** The brand being worked on; a list to switch when the user works for more than one. */
export function BrandSwitcher({ current }: { current: TBrandAccess }) {
  const t = useT('brand');
  const navigate = useNavigate();
  const mine = useMyBrands();
  const brands = mine.data?.brands ?? [];
  const others = brands.filter((entry) => entry.brand._id !== current.brand._id);
  const role = t(`role.${current.role}`);
  if (others.length === 0) {
    return (
      <div className="px-3">
        <p translate="no" className="truncate text-lg font-semibold text-ink">
          {current.brand.name}
        </p>
        <p className="text-xs text-muted">{role}</p>
      </div>
    );
  }
  const options = brands.some((entry) => entry.brand._id === current.brand._id) ? brands : [current, ...brands];
  return (
    <div className="px-3 lg:px-0">
      <label htmlFor="brand-switcher" className="sr-only">
        {t('layout.switchBrand')}
      </label>
      <select
        id="brand-switcher"
        className={cn(inputStyles, 'font-semibold')}
        value={current.brand._id}
        onChange={(event) => navigate(brandPaths.brand.to(event.target.value))}
      >
        {options.map((entry) => (
          <option key={entry.brand._id} value={entry.brand._id}>
            {entry.brand.name}
          </option>
        ))}
      </select>
      <p className="mt-1 px-1 text-xs text-muted">{role}</p>
    </div>
  );
}
