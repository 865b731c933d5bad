import { FileSpreadsheet } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import { useDownloadFile } from '../../../lib/use-download-file';

// this month in Malaysia (UTC+8), as <input type="month"> writes it
const thisMonth = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 7);

/** The accountant's export (issue 20): a month's invoices and credit notes, with their e-invoice status, as CSV. */
export function InvoiceExport() {
  const t = useT('admin');
  const id = useId();
  const [month, setMonth] = useState(thisMonth);
  const { download, isDownloading } = useDownloadFile(t('orders.export.failed'));
  return (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-xs font-medium text-muted">
          {t('orders.export.month')}
        </label>
        <TextInput
          id={id}
          type="month"
          value={month}
          max={thisMonth()}
          onChange={(event) => setMonth(event.target.value)}
          className="mt-1 w-40"
        />
      </div>
      <Button
        variant="secondary"
        disabled={!month || isDownloading}
        onClick={() =>
          download(`/api/admin/invoices/export.csv?month=${encodeURIComponent(month)}`, `invoices-${month}.csv`)
        }
      >
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        {isDownloading ? t('orders.export.preparing') : t('orders.export.button')}
      </Button>
    </div>
  );
}
