export { PasskeySetupPromptScreen } from './PasskeySetupPromptScreen.tsx';
export type { PasskeySetupPromptScreenProps } from './PasskeySetupPromptScreen.types.ts';
export { passkeySetupPromptScreenMessages } from './PasskeySetupPromptScreen.messages.ts';
