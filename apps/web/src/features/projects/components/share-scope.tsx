import type { TAssignableRole } from '@samplebank/contracts/projects';
import { FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { SelectInput } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import { roleKeys } from '../project-text';

/** A small tag saying that something reaches every board of the project (a member, a pending invitation). */
export function WholeProjectTag({ children }: { children: ReactNode }) {
  return (
    <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted">
      <FolderOpen aria-hidden="true" className="size-3" />
      {children}
    </p>
  );
}

/** Viewer or editor, for a member or an invitation; `label` names whose role it is, for screen readers. */
export function AssignableRoleSelect({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: TAssignableRole;
  disabled: boolean;
  onChange: (role: TAssignableRole) => void;
}) {
  const t = useT('projects');
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SelectInput
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as TAssignableRole)}
        className="h-9 w-28 text-sm sm:text-sm"
      >
        <option value="viewer">{t(roleKeys.viewer)}</option>
        <option value="editor">{t(roleKeys.editor)}</option>
      </SelectInput>
    </>
  );
}
