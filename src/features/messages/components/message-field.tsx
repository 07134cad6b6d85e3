import '@mantine/core/styles/Input.css';
import { MESSAGE_CONTENT_MAX } from '@contract/messages';
import { Textarea, type TextareaProps } from '@mantine/core';
import classes from './message-field.module.css';

interface MessageFieldProps extends Omit<TextareaProps, 'value' | 'onChange' | 'description' | 'maxLength'> {
  value: string;
  onChange: (value: string) => void;
  /** Lines it shows when empty (it grows to about six). */
  lines?: number;
}

/**
 * docs/product.md §9: a message is at most 500 characters, with a live counter ('n/500') under the field that
 * screen readers hear as the field's description.
 */
export function MessageField({ value, onChange, lines = 2, ...props }: MessageFieldProps) {
  return (
    <Textarea
      rows={lines}
      {...props}
      classNames={{ input: classes.input }}
      vars={() => ({ input: { '--message-lines': String(lines) } })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={MESSAGE_CONTENT_MAX}
      description={`${value.length}/${MESSAGE_CONTENT_MAX}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ description: { textAlign: 'end' } }}
    />
  );
}
