package com.example.svc;

import java.io.IOException;
import java.util.logging.Level;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

public class OrderService {
    private static final Logger LOG = LoggerFactory.getLogger(OrderService.class);
    private static final org.apache.logging.log4j.Logger audit = org.apache.logging.log4j.LogManager.getLogger("audit");
    private static final java.util.logging.Logger jul = java.util.logging.Logger.getLogger(OrderService.class.getName());

    void place(String id, int qty, IOException e) {
        LOG.info("placing {}", id);
        if (qty <= 0) {
            LOG.warn("bad quantity {} for order {}", qty, id); // want com.example.svc.OrderService "bad quantity {qty} for order {id}"
            return;
        }
        LOG.error("order {} failed", id, e); // want com.example.svc.OrderService "order {id} failed"
        LOG.error("order {} failed: {}", id, e); // want com.example.svc.OrderService "order {id} failed: {e}"
        LOG.error("literal \\{} and {}", id); // want com.example.svc.OrderService "literal {{}} and {id}"
        LOG.error("no args", e); // want com.example.svc.OrderService "no args"
        LOG.error("cannot place " + id + " x" + qty); // want com.example.svc.OrderService "cannot place {id} x{qty}"
        audit.fatal("ledger unreachable for {}", id); // want audit "ledger unreachable for {id}"
        audit.log(org.apache.logging.log4j.Level.ERROR, "retry {} of {}", 1, 3); // want audit "retry 1 of 3"
        jul.severe("disk full"); // want com.example.svc.OrderService "disk full"
        jul.warning("slow disk " + id); // want com.example.svc.OrderService "slow disk {id}"
        jul.log(Level.SEVERE, "cannot open {0} at {1}", new Object[]{id, qty}); // want com.example.svc.OrderService "cannot open {id} at {qty}"
        jul.log(Level.WARNING, "read failed", e); // want com.example.svc.OrderService "read failed"
        jul.log(Level.INFO, "fine {0}", id);
        jul.fine("fine");
        try {
            run();
        } catch (IllegalStateException ise) {
            LOG.error("run failed for {}", id, ise); // want com.example.svc.OrderService "run failed for {id}"
        }
        errors.error("not a logger");
        String name = "x";
        LOG.warn("name {}", name); // want com.example.svc.OrderService "name x"
    }

    void run() {}
}

@lombok.extern.slf4j.Slf4j
class Worker {
    void work(String job) {
        log.error("job {} crashed", job); // want com.example.svc.Worker "job {job} crashed"
    }
}

class Prefs {
    private static sun.util.logging.PlatformLogger getLogger() {
        return sun.util.logging.PlatformLogger.getLogger("java.util.prefs");
    }

    void setup(java.io.File dir) {
        if (!dir.mkdirs()) {
            getLogger().warning("Couldn't create user preferences" + // want "" "Couldn't create user preferences directory. User preferences are unusable."
                    " directory. User preferences are unusable.");
        }
        getLogger().info("Created user preferences directory.");
    }
}
