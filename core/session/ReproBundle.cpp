#include "core/session/ReproBundle.h"

#include "core/base/BoundedJson.h"
#include "core/base/ConfinedFile.h"
#include "core/base/InputError.h"
#include "core/llm/client/LlmEndpoint.h"
#include "core/engine/Engine.h"
#include "core/model/Session.h"
#include "core/session/SessionFactory.h"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <set>

extern char** environ;

namespace augur {

namespace fs = std::filesystem;

namespace {

constexpr const char* kSchema = "augur-bundle/1";

/// Every regular file under `folder` (links are not followed), as entries named
/// prefix/relative-path, within the bundle's limits.
void addFolder(const fs::path& folder, const std::string& prefix, std::vector<BundleEntry>& out,
               std::vector<std::string>& read) {
    const BundleLimits limits;
    std::error_code ec;
    for (auto it = fs::recursive_directory_iterator(folder, fs::directory_options::none, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_symlink() || !it->is_regular_file()) continue;
        const std::string rel = fs::relative(it->path(), folder).generic_string();
        out.push_back({prefix + "/" + rel, readRegularFile(it->path(), limits.maxEntryBytes, "bundle")});
        read.push_back(it->path().string());
        if (out.size() > limits.maxEntries / 2)
            throw InputError(folder.string(), "(folder)", "too many files for a bundle");
    }
}

nlohmann::json bestCandidates(const Session& s, int best) {
    std::vector<const Candidate*> measured;
    for (const Candidate& c : s.candidates())
        if (c.origin != Origin::Reference && c.measurement && c.measurement->ok()) measured.push_back(&c);
    std::stable_sort(measured.begin(), measured.end(), [](const Candidate* a, const Candidate* b) {
        return a->measurement->speedup > b->measurement->speedup;
    });
    nlohmann::json out = nlohmann::json::array();
    for (int i = 0; i < best && i < int(measured.size()); ++i) {
        const Candidate& c = *measured[std::size_t(i)];
        const Measurement& m = *c.measurement;
        out.push_back({{"id", c.id},
                       {"configuration", c.configuration},
                       {"source", c.source},
                       {"launches", c.launchesJson},
                       {"speedup", m.speedup},
                       {"speedup_ci", {m.speedupLow, m.speedupHigh}},
                       {"reference_ms", m.referenceMs},
                       {"candidate_ms", m.candidateMs}});
    }
    return out;
}

/// The devices and clocks the session's measurements name.
nlohmann::json recordedDevices(const Session& s) {
    std::set<std::string> seen;
    nlohmann::json out = nlohmann::json::array();
    for (const Candidate& c : s.candidates()) {
        if (!c.measurement || c.measurement->report.empty()) continue;
        const auto& r = c.measurement->report.sections();
        if (r.device.empty() || !seen.insert(r.device + "/" + r.arch).second) continue;
        nlohmann::json d = {{"name", r.device}, {"arch", r.arch}};
        if (r.gpuState.available) {
            d["default_sm_clock_mhz"] = r.gpuState.defaultSmClockMhz;
            if (r.gpuState.before) {
                d["sm_clock_mhz"] = r.gpuState.before->smClockMhz;
                d["memory_clock_mhz"] = r.gpuState.before->memClockMhz;
            }
            if (!r.gpuState.lockClocks.empty()) d["lock_clocks"] = r.gpuState.lockClocks;
        }
        out.push_back(d);
    }
    return out;
}

} // namespace

namespace {

/// Whether a variable's name says it holds a credential.
bool secretName(const std::string& name) {
    static const std::regex secret("KEY|TOKEN|SECRET|PASS|CREDENTIAL|AUTH|BEARER|COOKIE|SESSION_ID|PRIVATE|(^|_)(PW|"
                                   "PAT|PWD|PIN)($|_)",
                                   std::regex::icase);
    return std::regex_search(name, secret);
}

/// Whether a path segment looks like a token rather than a name: 16 or more characters,
/// letters and digits mixed.
bool tokenLike(const std::string& segment) {
    if (segment.size() < 16) return false;
    const bool letters = std::any_of(segment.begin(), segment.end(), [](unsigned char c) { return std::isalpha(c); });
    const bool digits = std::any_of(segment.begin(), segment.end(), [](unsigned char c) { return std::isdigit(c); });
    return letters && digits;
}

/// `value` with what may be a credential taken out: every secret-named variable's value of
/// this process (verbatim, altered or in part: redactSecret); a URL's userinfo (all before
/// the last '@'), query and fragment; path segments that look like tokens; the argument of
/// Bearer, Basic, token, api-key, authorization or password, however written; and keys of
/// the well-known formats (sk-, ghp_, github_pat_, xoxb-, AKIA, AIza, hf_).
std::string scrubbed(std::string value, const std::vector<std::string>& secrets) {
    for (const std::string& s : secrets) value = redactSecret(value, s);
    const std::size_t scheme = value.find("://");
    const std::size_t hostStart = scheme == std::string::npos ? 0 : scheme + 3;
    if (const std::size_t at = value.rfind('@'); at != std::string::npos && at >= hostStart)
        value.replace(hostStart, at - hostStart, "[redacted]");
    if (scheme != std::string::npos || value.find('@') != std::string::npos) {
        if (const std::size_t q = value.find_first_of("?#"); q != std::string::npos)
            value = value.substr(0, q) + (value[q] == '?' ? "?[redacted]" : "#[redacted]");
        // The path after the authority, segment by segment.
        if (const std::size_t path = value.find('/', hostStart); path != std::string::npos) {
            std::string out = value.substr(0, path + 1);
            for (std::size_t from = path + 1; from <= value.size();) {
                const std::size_t slash = std::min(value.find('/', from), value.size());
                const std::string segment = value.substr(from, slash - from);
                out += tokenLike(segment) ? std::string("[redacted]") : segment;
                if (slash == value.size()) break;
                out += '/';
                from = slash + 1;
            }
            value = out;
        }
    }
    static const std::regex scheme_(
        "(bearer|basic|token|x-api-key|api[-_]?key|authorization|password|passwd|secret)(\\s*[:=]\\s*|\\s+)\\S+",
        std::regex::icase);
    value = std::regex_replace(value, scheme_, "$1$2[redacted]");
    static const std::regex known(
        "(sk-|ghp_|gho_|ghu_|ghs_|ghr_|github_pat_|xox[abprs]-|AKIA|AIza|hf_)[A-Za-z0-9_\\-]{8,}");
    return std::regex_replace(value, known, "[redacted]");
}

} // namespace

nlohmann::json ReproBundle::environment() {
    // What changes a run's results, by name: the CUDA runtime's switches and Augur's own
    // settings. Anything else (an AUGUR_ variable Augur does not read, a key) stays out.
    static const std::set<std::string> kRecorded = {"CUDA_VISIBLE_DEVICES",
                                                    "CUDA_DEVICE_ORDER",
                                                    "CUDA_CACHE_DISABLE",
                                                    "CUDA_LAUNCH_BLOCKING",
                                                    "CUDA_MODULE_LOADING",
                                                    "NVIDIA_TF32_OVERRIDE",
                                                    "AUGUR_WORKER",
                                                    "AUGUR_WORKER_SANDBOX",
                                                    "AUGUR_WORKER_SANDBOX_ALLOW",
                                                    "AUGUR_LLM_BASE_URL",
                                                    "AUGUR_LLM_MODEL",
                                                    "AUGUR_ENDPOINTS",
                                                    "AUGUR_PROMPT_DIR",
                                                    "AUGUR_REPLAY_DELAY_MS",
                                                    "AUGUR_DEFAULT_DATASET",
                                                    "AUGUR_DISASSEMBLER",
                                                    "AUGUR_SLURM_PROFILES",
                                                    "AUGUR_SESSION_DIR",
                                                    "AUGUR_LANG"};
    std::vector<std::string> secrets; // values of this process's secret-named variables
    std::vector<std::pair<std::string, std::string>> wanted;
    for (char** e = environ; e && *e; ++e) {
        const std::string kv = *e;
        const std::size_t eq = kv.find('=');
        if (eq == std::string::npos) continue;
        const std::string name = kv.substr(0, eq);
        // A path that exists (SSH_AUTH_SOCK, XAUTHORITY, PWD) is named like a secret but is
        // none: redacting it would only blank out the home folder in every recorded path.
        std::error_code ec;
        const std::string value = kv.substr(eq + 1);
        if (secretName(name) && !value.empty() && !(value[0] == '/' && fs::exists(value, ec))) secrets.push_back(value);
        if (kRecorded.count(name)) wanted.emplace_back(name, kv.substr(eq + 1, 512));
    }
    nlohmann::json env = nlohmann::json::object();
    for (const auto& [name, value] : wanted) env[name] = scrubbed(value, secrets);
    return env;
}

std::vector<BundleEntry> ReproBundle::make(const std::string& sessionPath, const ReproBundleOptions& o,
                                           std::vector<std::string>* filesRead) {
    std::vector<std::string> read{sessionPath};
    const BundleLimits limits;
    auto engine = SessionFactory::resume(sessionPath, false); // a reader: no lock, nothing written
    const Session& s = engine->session();
    const SessionConfig& cfg = s.config();
    std::vector<BundleEntry> entries;
    const std::string sessionName = fs::path(sessionPath).filename().string();
    entries.push_back({"session/" + sessionName, readRegularFile(sessionPath, limits.maxEntryBytes, "session")});

    nlohmann::json files = {{"session", "session/" + sessionName}};
    if (cfg.replays()) {
        const std::string name = fs::path(cfg.datasetPath).filename().string();
        entries.push_back({"dataset/" + name, readRegularFile(cfg.datasetPath, limits.maxEntryBytes, "dataset")});
        read.push_back(cfg.datasetPath);
        files["dataset"] = "dataset/" + name;
    } else if (!cfg.problemPath.empty()) {
        const fs::path folder = fs::path(cfg.problemPath).lexically_normal();
        const std::string own = folder.filename().string();
        addFolder(folder, "problem/" + own, entries, read);
        files["problem"] = "problem/" + own;
        // The sibling it shares files with ("shares": "../NAME"), so the copy loads alike.
        const nlohmann::json doc =
            parseBoundedJsonUnordered(readRegularFile(folder / "problem.json", kMaxProblemJsonBytes, "problem.json"),
                                      (folder / "problem.json").string());
        if (doc.is_object() && doc.contains("shares") && doc["shares"].is_string()) {
            const std::string shares = doc["shares"].get<std::string>();
            static const std::regex sibling("\\.\\./[a-z0-9_]+");
            if (std::regex_match(shares, sibling)) {
                const std::string name = shares.substr(3);
                addFolder(folder.parent_path() / name, "problem/" + name, entries, read);
                files["shared_problem"] = "problem/" + name;
            }
        }
    }

    const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    int measured = 0;
    for (const Candidate& c : s.candidates()) measured += c.spentMeasurement() ? 1 : 0;
    const nlohmann::json manifest = {{"schema", kSchema},
                                     {"augur_version", AUGUR_VERSION},
                                     {"created_unix", static_cast<long long>(now)},
                                     {"session",
                                      {{"file", sessionName},
                                       {"problem", s.problem().name},
                                       {"backend", cfg.backend},
                                       {"seed", cfg.seed},
                                       {"candidates", s.size()},
                                       {"measurements", measured}}},
                                     {"files", files},
                                     {"devices_recorded", recordedDevices(s)},
                                     {"devices_at_bundle", o.devicesNow},
                                     {"environment", environment()},
                                     {"best", bestCandidates(s, o.best)}};
    entries.insert(entries.begin(), {"manifest.json", manifest.dump(2) + "\n"});
    if (filesRead) {
        // What the session names but the bundle does not pack: writing the archive over
        // one would leave the session unable to resume ("the prior changed").
        for (const std::string* named : {&cfg.priorPath, &cfg.endpointsFile, &cfg.problemPath, &cfg.datasetPath})
            if (!named->empty()) read.push_back(*named);
        *filesRead = std::move(read);
    }
    return entries;
}

nlohmann::json ReproBundle::manifest(const std::vector<BundleEntry>& entries, const std::string& bundlePath) {
    for (const BundleEntry& e : entries)
        if (e.name == "manifest.json") {
            // A manifest lists at most 1,000 candidates: a few hundred KiB. Parsing 200 MB of
            // JSON would take gigabytes.
            if (e.bytes.size() > (16u << 20))
                throw InputError(bundlePath, "manifest.json", "larger than 16 MiB: not a manifest Augur writes");
            const nlohmann::json m = parseBoundedJsonUnordered(e.bytes, bundlePath + ": manifest.json");
            if (!m.is_object() || m.value("schema", "") != kSchema)
                throw InputError(bundlePath, "manifest.json", std::string("not an ") + kSchema + " manifest");
            return m;
        }
    throw InputError(bundlePath, "manifest.json", "missing: not an Augur bundle");
}

} // namespace augur
