#include "CliCommon.h"

#include "core/base/InputError.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <iostream>

#include <unistd.h>

namespace fs = std::filesystem;

namespace augur::cli {

std::string shippedPath(const std::string& relative) {
    // The folder beside the program comes first, so an installed copy or a moved bundle
    // uses its own data even where a source tree or another installation exists; then the
    // source tree (build folders), then the configured install prefix.
    const fs::path rel(relative);
    std::vector<fs::path> candidates;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) candidates.push_back(self.parent_path() / ".." / "share" / "augur" / rel);
    candidates.push_back(fs::path(AUGUR_SOURCE_DIR) / "resources" / rel);
    candidates.push_back(fs::path(AUGUR_DATA_DIR) / rel);
    for (const auto& p : candidates)
        if (fs::exists(p, ec)) return fs::weakly_canonical(p, ec).string();
    return {};
}

std::string defaultDatasetPath() {
    if (const char* env = std::getenv("AUGUR_DEFAULT_DATASET"); env && *env) return env;
    // Augur's own measurements on an H200 (resources/datasets/h200): the wide SGEMM tile
    // space, 600 configurations, so that a 100-measurement search sees a sixth of it.
    return shippedPath("datasets/h200/sgemm_f32_wide.json.gz");
}

std::string defaultProblemPath() { return shippedPath("problems/softmax_rows_f32"); }

std::string defaultSessionDir() {
    fs::path dir;
    if (const char* env = std::getenv("AUGUR_SESSION_DIR"); env && *env)
        dir = env;
    else if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        dir = fs::path(xdg) / "augur" / "sessions";
    else if (const char* home = std::getenv("HOME"); home && *home)
        dir = fs::path(home) / ".local/share/augur/sessions";
    else
        dir = fs::current_path() / "sessions";
    fs::create_directories(dir);
    return dir.string();
}

std::string newSessionPath(const std::string& stem) {
    std::time_t now = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    fs::path base = fs::path(defaultSessionDir()) / (stem + "-" + stamp);
    fs::path p = base.string() + ".augur";
    for (int i = 2; fs::exists(p); ++i) p = base.string() + "-" + std::to_string(i) + ".augur";
    return p.string();
}

std::function<void(const EngineEvent&)> progressPrinter(int maxMeasurements) {
    auto last = [maxMeasurements](const char* how, const EventStamp& e) {
        std::fprintf(stderr, "[%7.2fs] %s: %d candidates, %d/%d measured, %d accepted on forecast, best S = %.3f\n",
                     e.t, how, e.stats.candidates, e.stats.measured, maxMeasurements, e.stats.accepted,
                     e.stats.bestSpeedup);
    };
    return [last](const EngineEvent& event) {
        if (const auto* log = std::get_if<LogMessage>(&event)) {
            // Log lines quote servers and files: one line each, nothing a terminal acts on.
            std::fprintf(stderr, "[%7.2fs] %s\n", log->t, terminalSafe(log->text, false).c_str());
        } else if (const auto* finished = std::get_if<RunFinished>(&event)) {
            last("finished", *finished);
        } else if (const auto* failed = std::get_if<RunFailed>(&event)) {
            last("error", *failed);
        }
    };
}

int guarded(const std::function<int()>& body) {
    try {
        return body();
    } catch (const InputError& e) {
        std::cerr << "augur-cli: error: " << terminalSafe(e.what(), false) << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "augur-cli: error: " << terminalSafe(e.what(), false) << "\n";
        return 1;
    }
}

std::string terminalSafe(const std::string& text, bool keepNewlines) {
    static const char* hex = "0123456789abcdef";
    auto escape = [](std::string& out, const char* prefix, unsigned v) {
        out += prefix;
        out += hex[(v >> 4) & 15];
        out += hex[v & 15];
    };
    std::string out;
    out.reserve(text.size());
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            const bool newline = c == '\n' || (c == '\r' && i + 1 < n && s[i + 1] == '\n');
            if ((c < 0x20 && c != '\t' && !(newline && keepNewlines)) || c == 0x7f)
                escape(out, "\\x", c);
            else
                out += static_cast<char>(c);
            ++i;
            continue;
        }
        // A well-formed UTF-8 sequence (RFC 3629) is kept, unless it encodes a C1 control.
        std::size_t len = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
        bool ok = len > 0 && i + len <= n;
        for (std::size_t k = 1; ok && k < len; ++k) ok = (s[i + k] & 0xc0) == 0x80;
        if (ok && len == 3) {
            const unsigned second = s[i + 1];
            ok = !(c == 0xe0 && second < 0xa0) && !(c == 0xed && second >= 0xa0); // overlong, surrogates
        }
        if (ok && len == 4) {
            const unsigned second = s[i + 1];
            ok = !(c == 0xf0 && second < 0x90) && !(c == 0xf4 && second >= 0x90); // overlong, > U+10FFFF
        }
        if (!ok) {
            escape(out, "\\x", c);
            ++i;
            continue;
        }
        // The bidirectional embeddings, overrides and isolates (U+202A..U+202E,
        // U+2066..U+2069) reorder what a terminal shows: source that reads differently
        // from what compiles ("Trojan Source", CVE-2021-42574).
        const bool bidi = len == 3 && c == 0xe2 &&
            ((s[i + 1] == 0x80 && s[i + 2] >= 0xaa && s[i + 2] <= 0xae) ||
             (s[i + 1] == 0x81 && s[i + 2] >= 0xa6 && s[i + 2] <= 0xa9));
        if (len == 2 && c == 0xc2 && s[i + 1] <= 0x9f)
            escape(out, "\\u00", s[i + 1]); // U+0080..U+009F
        else if (bidi)
            escape(out, "\\u20", s[i + 1] == 0x80 ? s[i + 2] - 0x80u : s[i + 2] - 0x40u); // U+20xx
        else
            out.append(text, i, len);
        i += len;
    }
    return out;
}

bool stdoutIsTerminal() { return ::isatty(STDOUT_FILENO) == 1; }

namespace {
std::atomic<bool> g_clusterEventsShown{true};
} // namespace

bool clusterEventsShown() { return g_clusterEventsShown.load(); }
void setClusterEventsShown(bool shown) { g_clusterEventsShown.store(shown); }

} // namespace augur::cli
