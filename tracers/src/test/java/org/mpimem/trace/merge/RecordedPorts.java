package org.mpimem.trace.merge;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The port names a traced run's logs hold (connect/accept roots only), for comparing with the program's own. */
final class RecordedPorts {
    private RecordedPorts() {
    }

    /** "call port" for every record with a port, decoded, sorted. */
    static List<String> of(Path logs) throws IOException {
        List<String> ports = new ArrayList<>();
        for (LogSource log : JobFile.inDirectory(logs))
            for (LogRecord rec : ProcessLog.read(log, null).records())
                if (rec instanceof LogRecord.Created c && c.port() != null) ports.add(c.call() + " " + decode(c.port()));
        ports.sort(null);
        return ports;
    }

    /** The tracer writes a byte outside '!'..'~', and '%', as %XX (docs/tracer.md). */
    static String decode(String field) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int i = 0;
        while (i < field.length()) {
            if (field.charAt(i) == '%') {
                bytes.write(Integer.parseInt(field.substring(i + 1, i + 3), 16));
                i += 3;
            } else {
                bytes.write(field.charAt(i++));
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
