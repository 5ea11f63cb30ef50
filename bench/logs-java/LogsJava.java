// Real Java log lines with their call sites: drives the JDK's
// java.util.prefs and jdk.httpserver (com.sun.net.httpserver) into the
// warnings they log, through java.util.logging's SimpleFormatter. A
// handler on the root logger writes each record to LOG as SimpleFormatter
// prints it and its call site (the first stack frame outside the logging
// machinery and this program, as module/package/File.java) to TRUTH.
//
//   java LogsJava.java LOG TRUTH
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.prefs.Preferences;

public class LogsJava {
    static String currentCase = "";

    static final class TruthHandler extends Handler {
        private final PrintWriter log, truth;
        private final SimpleFormatter fmt = new SimpleFormatter();
        private int line;

        TruthHandler(PrintWriter log, PrintWriter truth) {
            this.log = log;
            this.truth = truth;
            setLevel(Level.WARNING);
        }

        @Override
        public synchronized void publish(LogRecord r) {
            if (!isLoggable(r)) {
                return;
            }
            String text = fmt.format(r);
            StackTraceElement site = null;
            for (StackTraceElement f : new Throwable().getStackTrace()) {
                String c = f.getClassName();
                if (c.startsWith("java.util.logging.") || c.startsWith("sun.util.logging.") || c.startsWith("jdk.internal.logger.")
                        || c.startsWith("java.lang.System$Logger") || c.startsWith("LogsJava")) {
                    continue;
                }
                site = f;
                break;
            }
            int n = (int) text.chars().filter(ch -> ch == '\n').count();
            if (site != null && site.getModuleName() != null && site.getFileName() != null) {
                String cls = site.getClassName();
                String pkg = cls.contains(".") ? cls.substring(0, cls.lastIndexOf('.')).replace('.', '/') + "/" : "";
                String file = site.getModuleName() + "/" + pkg + site.getFileName();
                String first = text.split("\n")[n > 1 ? 1 : 0];
                // SimpleFormatter prints a header line, then LEVEL: message.
                truth.printf("{\"line\":%d,\"endLine\":%d,\"case\":%s,\"file\":%s,\"site\":%d,\"text\":%s}%n",
                        line + 1, line + n, quote(currentCase), quote(file), site.getLineNumber(), quote(first));
            }
            log.print(text);
            line += n;
        }

        @Override
        public void flush() {
            log.flush();
            truth.flush();
        }

        @Override
        public void close() {
            flush();
        }
    }

    static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
                    else b.append(c);
                }
            }
        }
        return b.append('"').toString();
    }

    interface Case {
        void run() throws Exception;
    }

    static void run(String name, Case c) {
        currentCase = name;
        try {
            c.run();
        } catch (Exception e) {
            // a case may fail after logging; the log line is what counts
        }
    }

    static String request(int port, String req) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.getOutputStream().write(req.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            s.setSoTimeout(2000);
            InputStream in = s.getInputStream();
            byte[] buf = new byte[4096];
            int n = in.read(buf);
            return n > 0 ? new String(buf, 0, n, StandardCharsets.ISO_8859_1) : "";
        }
    }

    public static void main(String[] args) throws Exception {
        PrintWriter log = new PrintWriter(Files.newBufferedWriter(Path.of(args[0])));
        PrintWriter truth = new PrintWriter(Files.newBufferedWriter(Path.of(args[1])));
        LogManager.getLogManager().reset();
        Logger root = Logger.getLogger("");
        root.addHandler(new TruthHandler(log, truth));

        // java.util.prefs: an unusable user root, then a corrupt node file.
        Path scratch = Files.createTempDirectory("logs-java");
        run("prefs: user root cannot be created", () -> {
            System.setProperty("java.util.prefs.userRoot", "/proc/errdex-no-such-dir");
            System.setProperty("java.util.prefs.systemRoot", "/proc/errdex-no-such-dir");
            Preferences.userRoot().node("errdex").put("k", "v");
            Preferences.systemRoot().node("errdex").get("k", "");
        });

        // jdk.httpserver: legacy properties, a body on a 204, a length on HEAD.
        run("httpserver: legacy properties", () -> {
            System.setProperty("sun.net.httpserver.readTimeout", "1000");
            System.setProperty("sun.net.httpserver.writeTimeout", "1000");
            System.setProperty("sun.net.httpserver.selCacheTimeout", "1000");
        });
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/empty", ex -> {
            ex.sendResponseHeaders(204, 10);
            ex.close();
        });
        server.createContext("/head", ex -> {
            ex.sendResponseHeaders(200, 5);
            try (OutputStream o = ex.getResponseBody()) {
                if (!"HEAD".equals(ex.getRequestMethod())) o.write("hello".getBytes());
            }
        });
        server.start();
        int port = server.getAddress().getPort();
        run("httpserver: 204 with a body length", () -> request(port, "GET /empty HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
        run("httpserver: HEAD with a content length", () -> request(port, "HEAD /head HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
        Thread.sleep(200);
        server.stop(0);
        root.getHandlers()[0].flush();
        log.close();
        truth.close();
    }
}
