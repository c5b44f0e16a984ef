/** Every query of how praise adds up: the chart, and my reports nobody praised lately. A praise given changes them. */
export const recognitionKey = ['recognition'] as const;
