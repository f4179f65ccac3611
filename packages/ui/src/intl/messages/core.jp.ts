import { coreMessageGroups } from '../coreGroups.ts';
import { defaultsOf } from '../defaultsOf.ts';

// The core in Japanese, the source language: the default message of every core descriptor. The app loads it at
// start (the error codes are looked up by id); an area's Japanese needs no catalogue, its defaults travel with its
// screens' code.
const coreJp: Record<string, string> = defaultsOf(coreMessageGroups);

export default coreJp;
