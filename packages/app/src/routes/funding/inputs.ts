import { useRef } from 'react';

/**
 * A text input the route can fill as typing would. The ui's NumberField keeps the text it shows in its own state,
 * so writing the DOM value (react-hook-form's setValue or reset) would be undone on its next render; setting the
 * value through the native setter and firing `input` goes through its onChange, so the field and the form agree.
 */
export function useFillableInput<B extends { ref: (node: HTMLInputElement | null) => void }>(binding: B) {
  const input = useRef<HTMLInputElement | null>(null);
  return {
    field: {
      ...binding,
      ref: (node: HTMLInputElement | null) => {
        input.current = node;
        binding.ref(node);
      },
    },
    fill(value: string) {
      const node = input.current;
      if (!node) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(node, value);
      node.dispatchEvent(new Event('input', { bubbles: true }));
    },
  };
}
