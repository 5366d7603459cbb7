/** {@code mpimem measure}: one run under a real MPI, or a growth measurement over process counts and nodes. */
package org.mpimem.cli.measure;
