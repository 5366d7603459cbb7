/** {@code mpimem extrapolate}: a target trace from traces at small scale, and {@code --check} against a real one. */
package org.mpimem.cli.extrapolate;
