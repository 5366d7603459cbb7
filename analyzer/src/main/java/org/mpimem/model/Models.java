package org.mpimem.model;

import org.mpimem.trace.InputException;
import org.mpimem.model.ch3.VcVcrtDesign;
import org.mpimem.model.ch4.AvRankmapDesign;
import org.mpimem.size.SizeProfile;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/** The designs a trace can be replayed against, by command-line name. */
public enum Models {
    VC_VCRT("vc-vcrt", VcVcrtDesign::new),
    AV_RANKMAP("av-rankmap", AvRankmapDesign::new);

    private final String cliName;
    private final Function<SizeProfile, Design> factory;

    Models(String cliName, Function<SizeProfile, Design> factory) {
        this.cliName = cliName;
        this.factory = factory;
    }

    public String cliName() {
        return cliName;
    }

    public Design create(SizeProfile p) {
        return factory.apply(p);
    }

    public static Models byName(String name) {
        return Arrays.stream(values()).filter(m -> m.cliName.equals(name)).findFirst()
                .orElseThrow(() -> new InputException("unknown model '" + name + "' (known: "
                        + String.join(", ", names()) + ")"));
    }

    /** Every design the size profile has, in declaration order. */
    public static List<Models> designs(SizeProfile p) {
        return Arrays.stream(values()).filter(m -> p.has(m.cliName)).toList();
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(Models::cliName).toList();
    }
}
