/** Option groups several commands share: the designs figure's options and the model readings. */
package org.mpimem.cli.options;
