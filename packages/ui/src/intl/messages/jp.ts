import { allDescriptors } from '../descriptors.ts';

// Japanese is the source language: its catalogue is exactly the defaultMessage of every descriptor.
const jp: Record<string, string> = Object.fromEntries(
  allDescriptors().map((descriptor) => [String(descriptor.id), String(descriptor.defaultMessage)]),
);

export default jp;
