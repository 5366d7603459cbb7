/**
 * The {@code mpimem} command line: {@link org.mpimem.cli.Main} and one class per operation, as
 * jol-cli has. An operation of two classes has its own folder ({@code survey}, {@code measure},
 * {@code extrapolate}); what several commands share lies below them: {@code options} (option
 * groups), {@code io} (how outputs are written) and {@code console} (progress, exit codes, messages).
 */
package org.mpimem.cli;
