// Vendor baselines (docs/measurement.md, "Vendor baselines"): a problem's "baseline" is read
// and checked against its buffers, mapped onto BLAS's column-major call (row-major problems
// swap the operands, as PyTorch does), carried to the worker in the job and checked again
// there; a session times it once after the reference and every report gives S against it
// and the roofline fraction. A library that cannot be timed is one line, and the session
// goes on. Runs on the project's sgemm_f32 and hgemm_f16_tc problems with a stand-in
// backend (the real library is exercised on the GPU, tests/gpu).
#include "../SourceMeasuringBackend.h"
#include "../EditedProblem.h"
#include "core/backend/BackendRegistry.h"
#include "core/base/InputError.h"
#include "core/engine/RunSummary.h"
#include "core/model/CandidateJson.h"
#include "core/model/SpeedupContext.h"
#include "core/problem/BaselineJob.h"
#include "core/problem/ProblemJson.h"
#include "core/problem/ProblemLoader.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"

#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace augur;
using json = nlohmann::json;

namespace {

const std::string kSgemm = AUGUR_SOURCE_DIR "/resources/problems/sgemm_f32";
const std::string kHgemm = AUGUR_SOURCE_DIR "/resources/problems/hgemm_f16_tc";
constexpr const char* kVendorBackend = "vendorbackend";

/// A report with the harness's nominal rates and an H200's roofs (ProfileMetrics.h).
MeasurementReport ratesReport(double gflops, double gbs) {
    return MeasurementReport::fromJson(
        json{{"achieved_gflops", gflops},
             {"achieved_bandwidth_gbs", gbs},
             {"device_peaks", {{"dram_gbs", 4800.0}, {"fp32_gflops", 67000.0}, {"tensor_gflops", 989000.0}}}});
}

/// What the stand-in backend answers for the baseline: set per case.
std::function<Measurement()> baselineAnswer;

/// SourceMeasuringBackend (S = 1.1 for a tuner candidate) with a vendor baseline.
class VendorBackend : public test::SourceMeasuringBackend {
public:
    std::string name() const override { return kVendorBackend; }
    Measurement measureBaseline(const Problem& problem) override {
        (void)resolveBaselineJob(problem, MeasureSettings{}); // what the cuda backend sends
        if (!baselineAnswer) return MeasurementBackend::measureBaseline(problem);
        return baselineAnswer();
    }
};

Measurement timedLibrary(double s) {
    Measurement m;
    m.backend = kVendorBackend;
    m.referenceMs = 20.0;
    m.candidateMs = 20.0 / s;
    m.speedup = s;
    m.speedupLow = s * 0.99;
    m.speedupHigh = s * 1.01;
    m.samples = 30;
    m.report = ratesReport(2.0 * 4096.0 * 4096 * 4096 / (m.candidateMs * 1e-3) * 1e-9, 100.0);
    return m;
}

/// sgemm_f32 with `edit` applied to its problem.json.
Problem sgemmWith(const std::function<void(json&)>& edit) { return test::editedProblem(kSgemm, edit); }

/// The InputError field of loading sgemm_f32 with `edit`, or "" when it loads.
std::string refusedField(const std::function<void(json&)>& edit, std::string* message = nullptr) {
    try {
        (void)sgemmWith(edit);
    } catch (const InputError& e) {
        if (message) *message = e.what();
        return e.field();
    }
    return {};
}

SessionConfig sessionOn(const std::string& problem) {
    SessionConfig c;
    c.problemPath = problem;
    c.backend = kVendorBackend;
    c.strategy = SearchStrategy::MeasureAll;
    c.maxMeasurements = 4;
    return c;
}

} // namespace

class TestVendorBaseline : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void initTestCase() {
        BackendRegistry::add(kVendorBackend, [](const Problem&, const SessionConfig&) {
            return std::unique_ptr<MeasurementBackend>(std::make_unique<VendorBackend>());
        });
    }
    void init() { baselineAnswer = nullptr; }

    // --- the problem format and the call ---------------------------------------------

    void rowMajorProblemSwapsTheOperands() {
        // C = A·B row-major (M x K times K x N) is Cᵀ = Bᵀ·Aᵀ column-major: the library sees
        // m = N, n = M, A := B with lda = N, B := A with ldb = K, ldc = N, no transposes.
        const Problem p = ProblemLoader::load(kSgemm);
        QVERIFY(p.baseline);
        const MeasureJob job = resolveBaselineJob(p, MeasureSettings{});
        QVERIFY(job.candidate.vendor);
        QVERIFY(!job.referenceOnly);
        QVERIFY(job.candidate.source.empty() && job.candidate.launches.empty());
        QVERIFY(job.sizeVariants.empty());
        QCOMPARE(job.candidate.label, std::string("cuBLAS"));
        const VendorCall& c = *job.candidate.vendor;
        QCOMPARE(c.m, 4096LL);
        QCOMPARE(c.n, 4096LL);
        QCOMPARE(c.k, 4096LL);
        QCOMPARE(job.buffers[std::size_t(c.a)].name, std::string("B"));
        QCOMPARE(job.buffers[std::size_t(c.b)].name, std::string("A"));
        QCOMPARE(job.buffers[std::size_t(c.c)].name, std::string("C"));
        QVERIFY(!c.transA && !c.transB);
        QCOMPARE(c.compute, std::string("f32"));
        QCOMPARE(c.inputDtype, std::string("f32"));
        QVERIFY(c.describe().find("cuBLAS gemm f32 x f32 -> f32, compute f32, N N") == 0);
        // The precision check and the reference come with it, as for any candidate.
        QVERIFY(!job.precision.source.empty());
        QCOMPARE(job.reference.label, std::string("reference"));
    }

    void nonSquareShapesMapTheDimensions() {
        // M = 1024, N = 512, K = 256: check every dimension and leading dimension by name.
        const Problem p = sgemmWith([](json& d) { d["sizes"] = {{"M", 1024}, {"N", 512}, {"K", 256}}; });
        const VendorCall c = *resolveBaselineJob(p, MeasureSettings{}).candidate.vendor;
        QCOMPARE(c.m, 512LL); // N
        QCOMPARE(c.n, 1024LL); // M
        QCOMPARE(c.k, 256LL);
        QCOMPARE(c.lda, 512LL); // B is K x N row-major: N
        QCOMPARE(c.ldb, 256LL); // A is M x K row-major: K
        QCOMPARE(c.ldc, 512LL); // C is M x N row-major: N
        // Transposed A (stored K x M) and column-major layout.
        const Problem t = sgemmWith([](json& d) {
            d["sizes"] = {{"M", 1024}, {"N", 512}, {"K", 256}};
            d["baseline"]["trans_a"] = true;
        });
        const VendorCall ct = *resolveBaselineJob(t, MeasureSettings{}).candidate.vendor;
        QVERIFY(!ct.transA && ct.transB); // op(A) becomes the library's B operand
        QCOMPARE(ct.ldb, 1024LL); // A stored K x M row-major: M
        const Problem col = sgemmWith([](json& d) {
            d["sizes"] = {{"M", 1024}, {"N", 512}, {"K", 256}};
            d["baseline"]["layout"] = "col";
        });
        const VendorCall cc = *resolveBaselineJob(col, MeasureSettings{}).candidate.vendor;
        QCOMPARE(cc.m, 1024LL);
        QCOMPARE(cc.n, 512LL);
        QCOMPARE(cc.lda, 1024LL);
        QCOMPARE(cc.ldb, 256LL);
        QCOMPARE(cc.ldc, 1024LL);
        QCOMPARE(col.buffers[std::size_t(cc.a)].name, std::string("A"));
    }

    void halfPrecisionAccumulatesInFp32() {
        const Problem p = ProblemLoader::load(kHgemm);
        QVERIFY(p.baseline);
        const VendorCall c = *resolveBaselineJob(p, MeasureSettings{}).candidate.vendor;
        QCOMPARE(c.inputDtype, std::string("f16"));
        QCOMPARE(c.outputDtype, std::string("f32"));
        QCOMPARE(c.compute, std::string("f32"));
        QVERIFY(usesTensorRoof(p));
        QVERIFY(!usesTensorRoof(ProblemLoader::load(kSgemm)));
    }

    void hostileBaselinesAreRefusedByField() {
        struct Case {
            const char* what;
            std::function<void(json&)> edit;
            const char* field;
        };
        const Case cases[] = {
            {"unknown library", [](json& d) { d["baseline"]["library"] = "mkl"; }, "baseline.library"},
            {"unknown key", [](json& d) { d["baseline"]["algo"] = 3; }, "baseline.algo"},
            {"not gemm", [](json& d) { d["baseline"]["op"] = "conv"; }, "baseline.op"},
            {"no such buffer", [](json& d) { d["baseline"]["a"] = "X"; }, "baseline.a"},
            {"m does not evaluate", [](json& d) { d["baseline"]["m"] = "M +"; }, "baseline.m"},
            {"matrix beyond its buffer", [](json& d) { d["baseline"]["k"] = "K*2"; }, "baseline"},
            {"leading dimension below packed", [](json& d) { d["baseline"]["lda"] = "K-1"; }, "baseline"},
            {"zero dimension", [](json& d) { d["baseline"]["n"] = "N-N"; }, "baseline"},
            {"f16 accumulation of f32", [](json& d) { d["baseline"]["compute"] = "f16"; }, "baseline"},
            {"unknown compute", [](json& d) { d["baseline"]["compute"] = "f8"; }, "baseline.compute"},
            {"C only partly written", [](json& d) { d["baseline"]["m"] = "M/2"; }, "baseline"},
            {"a leading dimension past 2^53", [](json& d) { d["baseline"]["lda"] = 1e300; }, "baseline.lda"},
            {"a NUL inside an expression", [](json& d) { d["baseline"]["m"] = std::string("M\0+999999", 9); },
             "baseline.m"},
            {"beta reads an output", [](json& d) { d["baseline"]["beta"] = 1.0; }, "baseline"},
            {"C is an input", [](json& d) { d["baseline"]["c"] = "A"; }, "baseline"},
            {"layout", [](json& d) { d["baseline"]["layout"] = "diagonal"; }, "baseline.layout"},
            {"alpha not a number", [](json& d) { d["baseline"]["alpha"] = "one"; }, "baseline.alpha"},
            {"not an object", [](json& d) { d["baseline"] = "cublas"; }, "baseline"},
        };
        for (const Case& c : cases) {
            std::string message;
            const std::string field = refusedField(c.edit, &message);
            QVERIFY2(field == c.field, (std::string(c.what) + ": field '" + field + "': " + message).c_str());
            QVERIFY2(message.find("problem.json") != std::string::npos, message.c_str());
        }
        // Messages name the problem's own matrices and fields, not the library's swapped operands.
        std::string message;
        QCOMPARE(refusedField([](json& d) { d["baseline"]["lda"] = "K-1"; }, &message), std::string("baseline"));
        QVERIFY2(message.find("a ('A', lda): leading dimension 4095 is below 4096") != std::string::npos,
                 message.c_str());
        // A NUL in a hostile key reaches the one-line message visibly, not as its end.
        QCOMPARE(refusedField([](json& d) { d["baseline"][std::string("lda\0x", 5)] = 5; }, &message),
                 std::string("baseline.lda\0x", 14));
        QVERIFY2(message.find("baseline.lda\\0x: unknown field") != std::string::npos, message.c_str());
        // TF32 only when the problem asks for it, and it loads then.
        QCOMPARE(refusedField([](json& d) { d["baseline"]["compute"] = "tf32"; }), std::string());
        QCOMPARE(refusedField([](json& d) { d.erase("baseline"); }), std::string());
    }

    void theWorkerChecksTheCallAgain() {
        // A job is not trusted to be in bounds: a call whose matrices reach past their
        // buffers, or that names a buffer the job lacks, is refused when the job is read.
        const MeasureJob job = resolveBaselineJob(ProblemLoader::load(kSgemm), MeasureSettings{});
        const json good = toJson(job);
        QVERIFY(measureJobFromJson(good).candidate.vendor);
        QVERIFY(toJson(*measureJobFromJson(good).candidate.vendor) == toJson(*job.candidate.vendor));
        for (const auto& [key, value] : std::vector<std::pair<std::string, json>>{{"k", 8192},
                                                                                  {"ldb", 100},
                                                                                  {"a", 7},
                                                                                  {"c", 0},
                                                                                  {"m", 0},
                                                                                  {"library", "openblas"},
                                                                                  {"compute", "f16"},
                                                                                  {"alpha", "x"},
                                                                                  {"beta", 1.0},
                                                                                  {"ldc", 5000000000LL}}) {
            json bad = good;
            bad["candidate"]["vendor"][key] = value;
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(bad));
        }
    }

    // --- speedup context --------------------------------------------------------------

    void rooflineFractionUsesTheRightRoof() {
        Measurement m = timedLibrary(8.0);
        // Nominal intensity of SGEMM 4096³ here: rates 51,200 GFLOP/s over 100 GB/s, so
        // compute-bound: 51.2 of 67 TFLOP/s FP32.
        m.report = ratesReport(51200.0, 100.0);
        QVERIFY(qAbs(*rooflineFraction(m, false) - 51200.0 / 67000.0) < 1e-12);
        QVERIFY(qAbs(*rooflineFraction(m, true) - 51200.0 / 989000.0) < 1e-12);
        // Memory-bound: intensity 0.25 FLOP/byte, roof 0.25 × 4800 = 1200 GFLOP/s.
        m.report = ratesReport(900.0, 3600.0);
        QVERIFY(qAbs(*rooflineFraction(m, false) - 0.75) < 1e-12);
        // No FLOPs (a transpose): the DRAM roof.
        m.report = MeasurementReport::fromJson(
            json{{"achieved_bandwidth_gbs", 4320.0}, {"device_peaks", {{"dram_gbs", 4800.0}, {"fp32_gflops", 1.0}}}});
        QVERIFY(qAbs(*rooflineFraction(m, false) - 0.9) < 1e-12);
        m.report = MeasurementReport{};
        QVERIFY(!rooflineFraction(m, false)); // a replayed record has no rates
        m.status = MeasurementStatus::WrongResult;
        QVERIFY(!rooflineFraction(m, false));
    }

    // --- sessions ---------------------------------------------------------------------

    void aSessionTimesTheLibraryOnceAndReportsAgainstIt() {
        baselineAnswer = [] { return timedLibrary(8.0); };
        const std::string path = dir_.filePath(QStringLiteral("timed.augur")).toStdString();
        {
            auto engine = SessionFactory::create(sessionOn(kSgemm), path);
            engine->run();
            engine->rethrowIfFailed();
            const Session& s = engine->session();
            QVERIFY(s.baseline() && s.baseline()->timed());
            QCOMPARE(s.baseline()->library, std::string("cuBLAS"));
            const json summary = runSummary(s, nullptr, "", 0);
            const json& b = summary["vendor_baseline"];
            QCOMPARE(b["library_ms"].get<double>(), 2.5);
            QCOMPARE(b["speedup_over_reference"].get<double>(), 8.0);
            // Every tuner candidate measures S = 1.1 here: 1.1 / 8 of the library.
            QVERIFY(qAbs(b["best_over_library"].get<double>() - 1.1 / 8.0) < 1e-12);
            QVERIFY(qAbs(b["roofline_fraction"].get<double>() - 54975.581388 / 67000.0) < 1e-6);
            // The export's records carry the same number.
            const Candidate& measured = s.at(1);
            QVERIFY(measured.measurement && measured.measurement->ok());
            QVERIFY(qAbs(exportRecord(s, measured)["speedup_over_baseline"].get<double>() - 1.1 / 8.0) < 1e-12);
            QVERIFY(exportRecord(s, s.at(0))["speedup_over_baseline"].get<double>() > 0.12);
        }
        // The log says what was timed; the file keeps it for report, export and resume.
        bool logged = false;
        for (const auto& l : SessionStore::open(path, false)->loadLog())
            logged = logged || l.text.find("vendor baseline cuBLAS (cuBLAS gemm f32 x f32 -> f32") != std::string::npos;
        QVERIFY(logged);
        auto reopened = SessionFactory::resume(path, false);
        QVERIFY(reopened->session().baseline() && reopened->session().baseline()->timed());
        QCOMPARE(reopened->session().baseline()->measurement.speedup, 8.0);
        QVERIFY(runSummary(reopened->session(), nullptr, "", 0)["vendor_baseline"]["timed"].get<bool>());
    }

    void aMissingLibraryIsOneLineAndTheSessionGoesOn() {
        baselineAnswer = [] {
            Measurement m;
            m.backend = kVendorBackend;
            m.status = MeasurementStatus::Invalid;
            m.failureReason = "cuBLAS is not available: libcublas.so.13: cannot open shared object file";
            return m;
        };
        const std::string path = dir_.filePath(QStringLiteral("missing.augur")).toStdString();
        auto engine = SessionFactory::create(sessionOn(kSgemm), path);
        engine->run();
        engine->rethrowIfFailed();
        const Session& s = engine->session();
        QVERIFY(s.stats().measured >= 4); // the budget went to candidates as usual
        QVERIFY(s.baseline() && !s.baseline()->timed());
        const json b = runSummary(s, nullptr, "", 0)["vendor_baseline"];
        QVERIFY(!b["timed"].get<bool>());
        QVERIFY(b["reason"].get<std::string>().find("libcublas.so.13") != std::string::npos);
        QVERIFY(exportRecord(s, s.at(1))["speedup_over_baseline"].is_null());
        int lines = 0;
        for (const auto& l : SessionStore::open(path, false)->loadLog())
            if (l.text.find("vendor baseline cuBLAS not timed, the session goes on without it: cuBLAS is not "
                            "available") != std::string::npos)
                ++lines;
        QCOMPARE(lines, 1);
    }

    void aBackendWithoutLibrariesSkipsIt() {
        // The default answer (a replay backend's): nothing stored, one line, no column.
        const std::string path = dir_.filePath(QStringLiteral("none.augur")).toStdString();
        auto engine = SessionFactory::create(sessionOn(kSgemm), path);
        engine->run();
        engine->rethrowIfFailed();
        QVERIFY(!engine->session().baseline());
        QVERIFY(runSummary(engine->session(), nullptr, "", 0)["vendor_baseline"].is_null());
        QVERIFY(SessionStore::open(path, false)->meta("vendor_baseline").empty());
        bool logged = false;
        for (const auto& l : SessionStore::open(path, false)->loadLog())
            logged = logged || l.text.find("runs no vendor library") != std::string::npos;
        QVERIFY(logged);
    }

    void aTamperedStoredBaselineIsRefusedByName() {
        baselineAnswer = [] { return timedLibrary(8.0); };
        const std::string path = dir_.filePath(QStringLiteral("tampered.augur")).toStdString();
        {
            auto engine = SessionFactory::create(sessionOn(kSgemm), path);
            engine->run();
            engine->rethrowIfFailed();
        }
        SessionStore::open(path)->setMeta("vendor_baseline", R"({"library": 7, "call": "", "measurement": {}})");
        try {
            (void)SessionFactory::resume(path, false);
            QFAIL("a tampered baseline was read");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("vendor_baseline.library"));
        }
        SessionStore::open(path)->setMeta("vendor_baseline", "{not json");
        QVERIFY_THROWS_EXCEPTION(InputError, (void)SessionFactory::resume(path, false));
    }
};

QTEST_GUILESS_MAIN(TestVendorBaseline)
#include "tst_vendor_baseline.moc"
