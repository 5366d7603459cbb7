/**
 * How commands write their outputs: each file atomically, a folder of outputs swapped in whole,
 * and never over one of the command's inputs.
 */
package org.mpimem.cli.io;
