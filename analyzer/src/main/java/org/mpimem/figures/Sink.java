package org.mpimem.figures;

import java.io.IOException;

/** Where generated files go; the command line writes each one atomically. */
public interface Sink {
    void write(String name, byte[] content) throws IOException;
}
