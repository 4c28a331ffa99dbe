/** Exit statuses. 2: invalid input or configuration (one clear line on stderr). */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
