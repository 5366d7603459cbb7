/** What a command tells its user besides its output: progress on standard error, exit codes and error messages. */
package org.mpimem.cli.console;
