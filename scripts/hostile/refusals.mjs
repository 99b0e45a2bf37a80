// Each form whose field the backend refuses a corpus string for (a length limit) shows that refusal
// clearly, once: for the hostile content check (scripts/hostile-content-check.mjs).
export const REFUSAL_CHECKS = [];
