// i18n: not yet translated (issue 16)
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROJECT_MESSAGES,
  type TProject,
  ZProjectNameSchema,
  ZProjectTypeSchema,
} from '@samplebank/contracts/projects';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormField, SelectInput, TextInput } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useSaveProject } from '../api';
import { PROJECT_TYPES, projectMessages } from '../constants';

const ZProjectFormSchema = z.object({
  name: ZProjectNameSchema,
  projectType: ZProjectTypeSchema,
  // an empty number field arrives as NaN
  projectValue: z
    .number({ error: 'Enter the project value in RM' })
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
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={project ? 'Edit project' : 'Create new project'}
      description={project ? 'Change the project’s name, type or value.' : 'Group samples for one job into boards.'}
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
  const types: string[] = [...PROJECT_TYPES];
  if (project && !types.includes(project.projectType)) types.push(project.projectType);

  const onSubmit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(project ? 'Project updated' : 'Project created');
        onSaved?.(saved);
        onCancel();
      },
      onError: () => toast.error(projectMessages.saveFailed),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
      <fieldset disabled={save.isPending} className="flex flex-col gap-4">
        <FormField label="Project name" required error={errors.name?.message}>
          {(control) => (
            <TextInput
              {...control}
              placeholder="e.g. Bangsar Residence"
              autoComplete="off"
              maxLength={120}
              {...register('name')}
            />
          )}
        </FormField>
        <FormField label="Project type" required error={errors.projectType?.message}>
          {(control) => (
            <SelectInput {...control} required className="invalid:text-subtle" {...register('projectType')}>
              <option value="" disabled>
                Select a project type
              </option>
              {types.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
        <FormField
          label="Project value (RM)"
          required
          error={errors.projectValue?.message}
          hint="The estimated value of the job, in ringgit."
        >
          {(control) => (
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm text-muted">
                RM
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
            {projectMessages.saveFailed}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="dark">
            {save.isPending ? 'Saving...' : project ? 'Save changes' : 'Create project'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
