import { type CreateTaskBody, CreateTaskBodySchema, type Task } from '@app/shared/tasks/tasks.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { notify } from '../../../components/ui/toast';
import { newIdempotencyKey } from '../../../lib/api-client';
import { ApiRequestError, describeError } from '../../../lib/api-error';
import { useCreateTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { dayToIso, isoToDay } from './due-date-input';
import { DEVELOPER_OPTIONS, PRIORITY_OPTIONS, STATUS_OPTIONS } from './task-options';

type TaskFormInput = z.input<typeof CreateTaskBodySchema>;

interface TaskFormDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The task to edit; without one, the dialog creates a task. */
  task?: Task;
}

const valuesOf = (task?: Task): TaskFormInput => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  status: task?.status ?? 'pending',
  priority: task?.priority ?? 'medium',
  assignedTo: task?.assignedTo ?? null,
  dueDate: task?.dueDate ?? null,
});

function describeFailure(error: unknown): string {
  if (error instanceof ApiRequestError && error.errors.length > 0) return error.errors.map((e) => e.message).join(', ');
  return describeError(error);
}

/** New task and Edit task: one form, validated with the shared schema (part-2 §3). */
export function TaskFormDialog({ open, onOpenChange, task }: TaskFormDialogProps) {
  const form = useForm<TaskFormInput, unknown, CreateTaskBody>({
    resolver: zodResolver(CreateTaskBodySchema),
    defaultValues: valuesOf(task),
  });
  const dueDate = useController({ control: form.control, name: 'dueDate' });
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const idempotencyKey = useRef(newIdempotencyKey());
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  const onValid = async (body: CreateTaskBody) => {
    setFailure(null);
    const fields = { ...body, assignedTo: body.assignedTo || null, dueDate: body.dueDate ?? null };
    try {
      const result = task
        ? await updateTask.mutateAsync({ id: task.id, body: fields })
        : await createTask.mutateAsync({ body: fields, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = newIdempotencyKey();
      form.reset(valuesOf(task && result.status === 'sent' ? result.data.task : undefined));
      onOpenChange(false);
      if (result.status === 'pending') {
        notify(
          'info',
          'Saved on this device.',
          'The server cannot be reached: it will be sent when the connection is back.',
        );
      } else {
        notify('success', task ? 'The task was updated.' : 'The task was created.');
      }
    } catch (error) {
      idempotencyKey.current = newIdempotencyKey();
      setFailure(describeFailure(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={task ? 'Edit task' : 'New task'}>
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="flex flex-col gap-4">
        <TextField label="Title" required maxLength={200} error={errors.title?.message} {...form.register('title')} />
        <TextAreaField
          label="Description"
          rows={3}
          maxLength={2000}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Status" options={STATUS_OPTIONS} {...form.register('status')} />
          <SelectField label="Priority" options={PRIORITY_OPTIONS} {...form.register('priority')} />
          <SelectField
            label="Assignee"
            options={[{ value: '', label: 'Unassigned' }, ...DEVELOPER_OPTIONS]}
            {...form.register('assignedTo', { setValueAs: (value: string | null) => value || null })}
          />
          <TextField
            label="Due date"
            type="date"
            name={dueDate.field.name}
            value={isoToDay(dueDate.field.value)}
            onChange={(event) => dueDate.field.onChange(dayToIso(event.target.value))}
            onBlur={dueDate.field.onBlur}
            error={errors.dueDate?.message}
          />
        </div>
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" isLoading={createTask.isPending || updateTask.isPending}>
            {task ? 'Save changes' : 'Create task'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
