// The adversarial candidate suite (tests/adversarial): one kernel per known way to game a
// kernel evaluator, each of which the cuda backend must catch with the right verdict.
// Without a GPU the suite is still loaded and compiled (NVRTC); with one, every candidate
// is measured and its verdict compared with expected.json. AUGUR_ADVERSARIAL_REPORT=FILE
// writes the table of verdicts as Markdown.
#include "core/problem/ProblemLoader.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"
#include "gpu/compile/Nvrtc.h"

#include <QTest>

#include <algorithm>
#include <filesystem>
#include <fstream>

using namespace augur;
using namespace augur::gpu;
namespace fs = std::filesystem;

namespace {
const fs::path kSuite = fs::path(AUGUR_SOURCE_DIR) / "tests" / "adversarial" / "scale_add";

nlohmann::json expected(const fs::path& suite = kSuite) {
    std::ifstream in(suite / "expected.json");
    return nlohmann::json::parse(in);
}

/// The suites against the shipped problems: tests/adversarial/<problem>/ holds candidate
/// files for resources/problems/<problem> and their expected verdicts.
struct ProblemSuite {
    Problem problem;
    std::vector<CandidateSpec> candidates;
    nlohmann::json want;
};

std::vector<ProblemSuite> problemSuites() {
    std::vector<ProblemSuite> suites;
    const fs::path root = fs::path(AUGUR_SOURCE_DIR) / "tests" / "adversarial";
    std::vector<fs::path> dirs;
    for (const auto& e : fs::directory_iterator(root))
        if (e.is_directory() && e.path() != kSuite) dirs.push_back(e.path());
    std::sort(dirs.begin(), dirs.end());
    for (const auto& dir : dirs) {
        ProblemSuite s{
            ProblemLoader::load((fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems" / dir.filename()).string()),
            {},
            expected(dir)};
        for (const auto& [name, verdict] : s.want.items())
            s.candidates.push_back(ProblemLoader::loadCandidate(s.problem, (dir / (name + ".json")).string()));
        suites.push_back(std::move(s));
    }
    return suites;
}

/// Whether a measurement got the verdict `w` asks for ("status", a "reason" substring,
/// "max_speedup" for an exploit closed at its cause).
bool verdictMatches(const Measurement& m, const nlohmann::json& w) {
    return measurementStatusName(m.status) == w["status"].get<std::string>() &&
        (!w.contains("reason") || m.failureReason.find(w["reason"].get<std::string>()) != std::string::npos) &&
        (!w.contains("max_speedup") || (m.ok() && m.speedup <= w["max_speedup"].get<double>()));
}

} // namespace

class TestAdversarial : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void suiteIsComplete() {
        const Problem p = ProblemLoader::load(kSuite.string());
        const auto want = expected();
        QVERIFY(!p.checkSizes.empty()); // another size, for hard-coded sizes
        QCOMPARE(p.handCandidates.size(), want.size());
        for (const auto& spec : p.handCandidates) QVERIFY2(want.contains(spec.name), spec.name.c_str());
        QVERIFY(want.size() >= 19);
    }

    void everyCandidateCompiles() {
        Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        const Problem p = ProblemLoader::load(kSuite.string());
        for (const auto& spec : p.handCandidates) {
            const auto r = n.compile(spec.source, spec.name + ".cu", "sm_90", {});
            QVERIFY2(r.ok, (spec.name + ":\n" + r.log).c_str());
        }
    }

    void everyExploitIsCaught_data() {
        QTest::addColumn<double>("poolBytes");
        QTest::newRow("trusted outputs on the device") << 0.0;
        // No room for the seed pool: every check from host copies, as strict.
        QTest::newRow("trusted outputs on the host") << 1.0;
    }

    void everyExploitIsCaught() {
        QFETCH(double, poolBytes);
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const Problem p = ProblemLoader::load(kSuite.string());
        const auto want = expected();
        CudaBackendOptions o;
        o.settings.seedPoolBytes = poolBytes;
        if (const char* w = std::getenv("AUGUR_WORKER")) o.workerPath = w;
        o.deadline = std::chrono::milliseconds(15000);
        CudaBackend backend(p, o);
        std::vector<Candidate> cands;
        for (const auto& spec : p.handCandidates) cands.push_back(ProblemLoader::candidateFromSpec(spec));
        std::vector<const Candidate*> batch;
        for (const auto& c : cands) batch.push_back(&c);
        const std::vector<Measurement> got = backend.measureBatch(p, batch);
        std::string table = "| exploit | what it does | verdict | reason | caught |\n|---|---|---|---|---|\n";
        int caught = 0;
        std::vector<std::string> misses;
        for (std::size_t i = 0; i < got.size(); ++i) {
            const auto& spec = p.handCandidates[i];
            const auto& w = want[spec.name];
            const std::string status = measurementStatusName(got[i].status);
            const std::string reason = got[i].failureReason.substr(0, got[i].failureReason.find('\n'));
            // "max_speedup": an exploit closed at its cause measures as the honest work it
            // then does, with no fake gain.
            const bool ok = verdictMatches(got[i], w);
            if (ok)
                ++caught;
            else
                misses.push_back(spec.name + ": got " + status + " (" + reason + "), want " + w.dump());
            std::string shown = reason.size() > 160 ? reason.substr(0, 157) + "..." : reason;
            if (got[i].ok()) shown = "S = " + std::to_string(got[i].speedup);
            table += "| " + spec.name + " | " + spec.note + " | " + status + " | " + shown + " | " +
                (ok ? "yes" : "**no**") + " |\n";
        }
        if (const char* out = std::getenv("AUGUR_ADVERSARIAL_REPORT")) std::ofstream(out) << table;
        qInfo("%s", table.c_str());
        for (const auto& m : misses) qWarning("%s", m.c_str());
        QCOMPARE(caught, static_cast<int>(got.size()));
    }

    /// The exploits against the shipped problems (lower-precision sums in reduce_sum,
    /// softmax and layernorm, bf16 inputs and output caching in sgemm) load and compile.
    void problemSuitesCompile() {
        const auto suites = problemSuites();
        QVERIFY(suites.size() >= 4);
        Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        for (const auto& suite : suites)
            for (const auto& spec : suite.candidates) {
                const auto r = n.compile(spec.source, spec.name + ".cu", "sm_90", {});
                QVERIFY2(r.ok, (suite.problem.name + "/" + spec.name + ":\n" + r.log).c_str());
            }
    }

    void problemSuitesCatchEveryExploit() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        std::vector<std::string> misses;
        for (const auto& suite : problemSuites()) {
            CudaBackendOptions o;
            if (const char* w = std::getenv("AUGUR_WORKER")) o.workerPath = w;
            o.deadline = std::chrono::milliseconds(60000);
            CudaBackend backend(suite.problem, o);
            std::vector<Candidate> cands;
            for (const auto& spec : suite.candidates) cands.push_back(ProblemLoader::candidateFromSpec(spec));
            std::vector<const Candidate*> batch;
            for (const auto& c : cands) batch.push_back(&c);
            const std::vector<Measurement> got = backend.measureBatch(suite.problem, batch);
            for (std::size_t i = 0; i < got.size(); ++i) {
                const auto& name = suite.candidates[i].name;
                const std::string line = suite.problem.name + "/" + name + ": " + measurementStatusName(got[i].status) +
                    " (" + got[i].failureReason.substr(0, got[i].failureReason.find('\n')) + ")";
                qInfo("%s", line.c_str());
                if (!verdictMatches(got[i], suite.want[name])) misses.push_back(line);
            }
        }
        for (const auto& m : misses) qWarning("missed: %s", m.c_str());
        QVERIFY(misses.empty());
    }
};

QTEST_APPLESS_MAIN(TestAdversarial)
#include "tst_adversarial.moc"
