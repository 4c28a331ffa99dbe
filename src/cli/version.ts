/** The version of innosizer: package.json's, the one place it is written. */
import pkg from '../../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
