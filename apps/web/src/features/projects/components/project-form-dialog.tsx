import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROJECT_MESSAGES,
  type TProject,
  ZProjectNameSchema,
  ZProjectTypeSchema,
} from '@samplebank/contracts/projects';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSaveProject } from '../api';
import { PROJECT_TYPES } from '../constants';
import { projectText, projectTypeLabel } from '../project-text';

const ZProjectFormSchema = z.object({
  name: ZProjectNameSchema,
  projectType: ZProjectTypeSchema,
  // an empty number field arrives as NaN; the messages are keys or the contract's sentences, shown by projectText
  projectValue: z
    .number({ error: 'form.valueRequired' })
    .min(0, PROJECT_MESSAGES.projectValueInvalid)
    .max(999_999_999_999.99, PROJECT_MESSAGES.projectValueInvalid)
    .multipleOf(0.01, PROJECT_MESSAGES.projectValueInvalid),
});
type ProjectForm = z.infer<typeof ZProjectFormSchema>;

type ProjectFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the project to edit; none to create one */
  project?: TProject;
  onSaved?: (project: TProject) => void;
};

/** The project create/edit form (spec §2 modals, §5): name, project type and value in RM. */
export function ProjectFormDialog({ open, onOpenChange, project, onSaved }: ProjectFormDialogProps) {
  const t = useT('projects');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={project ? t('form.editTitle') : t('form.createTitle')}
      description={project ? t('form.editDescription') : t('form.createDescription')}
      className="sm:max-w-lg"
    >
      {/* mounted only while open, so each opening starts from the project's current values */}
      {open ? <ProjectFormBody project={project} onCancel={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function ProjectFormBody({
  project,
  onCancel,
  onSaved,
}: {
  project?: TProject;
  onCancel: () => void;
  onSaved?: (project: TProject) => void;
}) {
  const t = useT('projects');
  const common = useT('common');
  const save = useSaveProject(project?._id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProjectForm>({
    resolver: zodResolver(ZProjectFormSchema),
    defaultValues: {
      name: project?.name ?? '',
      projectType: project?.projectType ?? '',
      projectValue: project ? project.projectValue : (undefined as unknown as number),
    },
  });
  const errorText = (message: string | undefined) => (message ? projectText(t, message) : undefined);
  const types: string[] = [...PROJECT_TYPES];
  if (project && !types.includes(project.projectType)) types.push(project.projectType);

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(project ? t('form.updated') : t('form.created'));
        onSaved?.(saved);
        onCancel();
      },
      onError: () => toast.error(t('spec.saveFailed')),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
      <fieldset disabled={save.isPending} className="flex flex-col gap-4">
        <FormField label={t('form.name')} required error={errorText(errors.name?.message)}>
          {(control) => (
            <TextInput
              {...control}
              placeholder={t('form.namePlaceholder')}
              autoComplete="off"
              maxLength={120}
              {...register('name')}
            />
          )}
        </FormField>
        <FormField label={t('form.type')} required error={errorText(errors.projectType?.message)}>
          {(control) => (
            <SelectInput {...control} required className="invalid:text-subtle" {...register('projectType')}>
              <option value="" disabled>
                {t('form.typePlaceholder')}
              </option>
              {types.map((type) => (
                <option key={type} value={type}>
                  {projectTypeLabel(t, type)}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <FormField
          label={t('form.value')}
          required
          error={errorText(errors.projectValue?.message)}
          hint={t('form.valueHint')}
        >
          {(control) => (
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm text-muted">
                RM {/* i18n-ignore: the currency, the same in both languages */}
              </span>
              <TextInput
                {...control}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder="0.00"
                className="pl-11"
                {...register('projectValue', { valueAsNumber: true })}
              />
            </div>
          )}
        </FormField>
        {save.isError ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
            {t('spec.saveFailed')}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            {common('actions.cancel')}
          </Button>
          <Button type="submit" variant="dark">
            {save.isPending ? t('form.saving') : project ? t('form.saveChanges') : t('form.create')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
