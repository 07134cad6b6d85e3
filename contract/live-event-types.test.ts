import { expect, expectTypeOf, it } from 'vitest';
import { liveEventSchema, type LiveEventType } from './events';
import { LIVE_EVENT_TYPES } from './live-event-types';

it('names exactly the types of the live event schema', () => {
  const schemaTypes = liveEventSchema.options.map((option) => option.shape.type.value);
  expect([...LIVE_EVENT_TYPES].sort()).toEqual([...schemaTypes].sort());
  expectTypeOf<(typeof LIVE_EVENT_TYPES)[number]>().toEqualTypeOf<LiveEventType>();
});
