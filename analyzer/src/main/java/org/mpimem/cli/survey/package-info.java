/** {@code mpimem survey}: the command, and what it tells its user when it is done. */
package org.mpimem.cli.survey;
