/** Fixed closes for stories and tests (no randomness). */
export const risingCloses = ['3050', '3062.5', '3041', '3078', '3090.5', '3084', '3101', '3120.5'];
export const fallingCloses = ['12850', '12910', '12790', '12700', '12745', '12620', '12655', '12640'];
export const flatCloses = ['980', '985', '975', '990', '980'];
