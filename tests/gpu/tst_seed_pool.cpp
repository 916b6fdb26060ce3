// The seed pool and the trusted outputs kept on the device (docs/measurement.md, "The seed
// pool"), compiling ahead ("Overlap"), and the host twins of the harness's generators. The
// twins are checked everywhere; the rest where there is a GPU.
#include "core/problem/ProblemLoader.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"
#include "gpu/worker/InputSampler.h"
#include "gpu/worker/PhiloxMask.h"

#include <QTest>

#include <filesystem>
#include <set>

using namespace augur;
using namespace augur::gpu;
namespace fs = std::filesystem;

namespace {
const fs::path kProblem = fs::path(AUGUR_SOURCE_DIR) / "tests" / "adversarial" / "scale_add";

/// The honest scale_add candidate with `source` instead of its own.
Candidate withSource(const Problem& p, const std::string& name, const std::string& source) {
    CandidateSpec spec = ProblemLoader::loadCandidate(p, (kProblem / "candidates" / "honest.json").string());
    spec.name = name;
    spec.source = source;
    return ProblemLoader::candidateFromSpec(spec);
}

std::string honestSource(const Problem& p) {
    return ProblemLoader::loadCandidate(p, (kProblem / "candidates" / "honest.json").string()).source;
}

CudaBackendOptions options() {
    CudaBackendOptions o;
    if (const char* w = std::getenv("AUGUR_WORKER")) o.workerPath = w;
    o.deadline = std::chrono::milliseconds(60000);
    o.settings.minSamples = 5;
    o.settings.maxSamples = 20;
    return o;
}

const MeasurementReport& reportOf(const Measurement& m) { return m.report; }

nlohmann::json details(const Measurement& m) { return reportOf(m).json(); }

} // namespace

class TestSeedPool : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// The host twin of the mask stream: distinct words, and every key bit matters (the
    /// device's stream is checked against it in mismatchShowsTheTrustedValue).
    void maskStreamIsKeyed() {
        std::set<std::uint32_t> seen;
        for (std::uint64_t w = 0; w < 8; ++w) seen.insert(philoxMaskWord(w, 0x0123456789ABCDEFull));
        QCOMPARE(seen.size(), std::size_t(8));
        for (int bit = 0; bit < 64; ++bit) QVERIFY(philoxMaskWord(5, 1ull << bit) != philoxMaskWord(5, 0));
        QCOMPARE(philoxMaskWord(42, 7), philoxMaskWord(42, 7));
    }

    /// The input twin reproduces the harness's uniform stream exactly (seeded, per buffer).
    void inputTwinIsDeterministic() {
        const double a = inputElement(12345, 99, 1, 1), b = inputElement(12345, 99, 1, 1);
        QCOMPARE(a, b);
        QVERIFY(a >= -1 && a < 1);
        QVERIFY(inputElement(12345, 99, 0, 1) != a); // another buffer, another stream
        const double n = inputElement(7, 3, 0, 0);
        QVERIFY(std::isfinite(n) && std::fabs(n) < 8);
    }

    /// A second measurement draws from the same pool and computes no trusted output again;
    /// the seeds are the pool's, not the job's own.
    void secondMeasurementReusesThePool() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const Problem p = ProblemLoader::load(kProblem.string());
        CudaBackendOptions o = options();
        o.settings.seedPool = 3; // exactly the seeds a measurement checks: all cached after one
        CudaBackend backend(p, o);
        const Candidate a = ProblemLoader::candidateFromSpec(
            ProblemLoader::loadCandidate(p, (kProblem / "candidates" / "honest.json").string()));
        const Measurement first = backend.measure(p, a);
        QVERIFY2(first.ok(), first.failureReason.c_str());
        const Measurement second = backend.measure(p, a);
        QVERIFY2(second.ok(), second.failureReason.c_str());
        const auto d1 = details(first), d2 = details(second);
        QVERIFY(d1["seed_pool"]["computed_now"].get<int>() >= 3);
        QCOMPARE(d2["seed_pool"]["computed_now"].get<int>(), 0);
        QCOMPARE(d2["seed_pool"]["on_host"].get<int>(), 0);
        std::set<unsigned long long> s1, s2;
        for (const auto& s : d1["correctness_seeds"]) s1.insert(s.get<unsigned long long>());
        for (const auto& s : d2["correctness_seeds"]) s2.insert(s.get<unsigned long long>());
        QCOMPARE(s1, s2);
        QVERIFY(d2["phases_ms"]["correctness"].get<double>() < d1["phases_ms"]["correctness"].get<double>());
    }

    /// A wrong element is reported with the trusted value unmasked on the host: the value
    /// the host twin of the inputs predicts.
    void mismatchShowsTheTrustedValue() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const Problem p = ProblemLoader::load(kProblem.string());
        CudaBackend backend(p, options());
        const Candidate wrong =
            withSource(p, "one_wrong",
                       "extern \"C\" __global__ void scale_add(const float* x, const float* w, float* y, int n) {\n"
                       "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                       "    if (i >= n) return;\n"
                       "    y[i] = i == 12345 ? 0.0f : x[i] * w[i] + x[i];\n"
                       "}\n");
        const Measurement m = backend.measure(p, wrong);
        QCOMPARE(m.status, MeasurementStatus::WrongResult);
        const auto d = details(m);
        const auto& c = d["correctness"].back();
        QCOMPARE(c["first_index"].get<unsigned long long>(), 12345ull);
        QCOMPARE(c["got"].get<double>(), 0.0);
        const unsigned long long seed = c["seed"].get<unsigned long long>();
        const float x = static_cast<float>(inputElement(12345, seed, 0, 0));
        const float w = static_cast<float>(inputElement(12345, seed, 1, 1));
        const double want = std::fma(x, w, x);
        QVERIFY2(std::fabs(c["expected"].get<double>() - want) <= 1e-5 * std::fabs(want) + 1e-6,
                 (c.dump() + " want " + std::to_string(want)).c_str());
    }

    /// With no device memory for the pool, every seed is checked from host copies: the
    /// measurement still ends, says so, and the verdicts hold.
    void noRoomFallsBackToTheHost() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const Problem p = ProblemLoader::load(kProblem.string());
        CudaBackendOptions o = options();
        o.settings.seedPoolBytes = 1;
        CudaBackend backend(p, o);
        const Candidate honest = ProblemLoader::candidateFromSpec(
            ProblemLoader::loadCandidate(p, (kProblem / "candidates" / "honest.json").string()));
        const Candidate low = ProblemLoader::candidateFromSpec(
            ProblemLoader::loadCandidate(p, (kProblem / "candidates" / "truncated_mantissa.json").string()));
        const auto got = backend.measureBatch(p, {&honest, &low});
        QVERIFY2(got[0].ok(), got[0].failureReason.c_str());
        const auto d = details(got[0]);
        QVERIFY(d["seed_pool"]["on_host"].get<int>() >= 3);
        QVERIFY(d["seed_pool"]["note"].get<std::string>().find("host") != std::string::npos);
        QCOMPARE(got[1].status, MeasurementStatus::WrongResult);
        QVERIFY2(got[1].failureReason.find("precision downgrade") != std::string::npos, got[1].failureReason.c_str());
    }

    /// In a batch, the next candidate is compiled while the current one is measured.
    void batchCompilesAhead() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const Problem p = ProblemLoader::load(kProblem.string());
        CudaBackendOptions o = options();
        o.devices = {0};
        CudaBackend backend(p, o);
        std::vector<Candidate> cands;
        for (int k = 0; k < 3; ++k)
            cands.push_back(withSource(p, "honest_" + std::to_string(k),
                                       honestSource(p) + "\n// variant " + std::to_string(k) + "\n"));
        const auto got = backend.measureBatch(p, {&cands[0], &cands[1], &cands[2]});
        int ahead = 0;
        for (const auto& m : got) {
            QVERIFY2(m.ok(), m.failureReason.c_str());
            const auto d = details(m);
            if (d["candidate_compile"].value("compiled_ahead", false)) ++ahead;
        }
        QCOMPARE(ahead, 2);
    }
};

QTEST_APPLESS_MAIN(TestSeedPool)
#include "tst_seed_pool.moc"
