import { useState } from 'react';

/**
 * `value`, or the equal one (compared as JSON) of an earlier render: an effect that depends on it
 * runs again when its content changes, not each time a parent or a hook builds it anew. For plain
 * data (strings, numbers, arrays and objects of them).
 */
export function useByValue<T>(value: T): T {
  const [held, setHeld] = useState(value);
  if (JSON.stringify(held) === JSON.stringify(value)) return held;
  setHeld(value);
  return value;
}
