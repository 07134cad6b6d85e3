import '@mantine/core/styles/Input.css';
import { MESSAGE_CONTENT_MAX, sendMessageSchema } from '@contract/messages';
import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '@/lib/schema-form';
import classes from './message-field.module.css';

/** What a message form holds: the text; whom and which game it is about come from where it opens. */
const messageFormSchema = sendMessageSchema.pick({ content: true });
export type MessageForm = UseFormReturn<z.input<typeof messageFormSchema>, unknown, z.output<typeof messageFormSchema>>;

/** The Send message dialog's and a thread's reply box's form, on the rule the server checks (contract/messages.ts). */
export function useMessageForm(): MessageForm {
  return useSchemaForm(messageFormSchema, { content: '' });
}

interface MessageFieldProps extends Omit<TextareaProps, 'value' | 'onChange' | 'description' | 'maxLength' | 'form'> {
  /** useMessageForm()'s form (the name of the textarea's own `form` attribute, which a message field never needs). */
  form: MessageForm;
  /** Lines it shows when empty (it grows to about six). */
  lines?: number;
}

/**
 * docs/product.md §9: a message is at most 500 characters, with a live counter ('n/500') under the field that
 * screen readers hear as the field's description.
 */
export function MessageField({ form, lines = 2, ...props }: MessageFieldProps) {
  const { field } = useController({ control: form.control, name: 'content' });
  return (
    <Textarea
      rows={lines}
      {...props}
      classNames={{ input: classes.input }}
      vars={() => ({ input: { '--message-lines': String(lines) } })}
      ref={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxLength={MESSAGE_CONTENT_MAX}
      description={`${field.value.length}/${MESSAGE_CONTENT_MAX}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'end' } }}
    />
  );
}
