package org.mpimem.trace;

public enum CommKind { INTRA, INTER }
