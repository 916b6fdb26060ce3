// Workload shapes (docs/measurement.md, "Workload shapes"): a problem lists the shapes a real
// workload runs, with weights; every measurement runs at each shape (correctness and the
// precision check included, as the backend does them at that shape), S is the weighted
// geometric mean, a configuration must be valid at every shape, and the reports break the
// best down per shape against the vendor baseline. The project's sgemm_f32 with an awkward
// K = 1000 shape, measured by a stand-in backend whose S depends on the shape.
#include "../EditedProblem.h"
#include "core/backend/BackendRegistry.h"
#include "core/backend/WorkloadBackend.h"
#include "core/base/InputError.h"
#include "core/engine/RunSummary.h"
#include "core/problem/BaselineJob.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemJson.h"
#include "core/problem/ProblemLoader.h"
#include "core/problem/WorkloadShapes.h"
#include "core/session/SessionFactory.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>

using namespace augur;
using json = nlohmann::json;

namespace {

const std::string kSgemm = AUGUR_SOURCE_DIR "/resources/problems/sgemm_f32";
constexpr const char* kShapeBackend = "shapebackend";

/// Two shapes: the problem's 4096³ (weight 3) and 1024 x 4096 x 1000 (weight 1).
json twoShapes() {
    return json::array(
        {{{"sizes", {{"K", 4096}}}, {"weight", 3}}, {{"sizes", {{"M", 1024}, {"K", 1000}}}, {"weight", 1}}});
}

/// sgemm_f32 with `edit` applied to its problem.json.
Problem sgemmWith(const std::function<void(json&)>& edit) { return test::editedProblem(kSgemm, edit); }

std::string refusedField(const std::function<void(json&)>& edit) {
    try {
        (void)sgemmWith(edit);
    } catch (const InputError& e) {
        return e.field();
    }
    return {};
}

/// The position of parameter `name` in the problem's space.
std::size_t indexOf(const Problem& p, const std::string& name) {
    for (std::size_t i = 0; i < p.space.size(); ++i)
        if (p.space.parameters()[i].name == name) return i;
    throw std::logic_error("no parameter " + name);
}

/// S = K / 1000 at each shape (so 4.096 and 1.0), the library twice that; a candidate
/// whose BM is 128 fails with a wrong result at K = 1000. Each job is resolved as the cuda
/// backend would, so a shape that does not resolve fails here too.
class ShapeBackend : public MeasurementBackend {
public:
    std::string name() const override { return kShapeBackend; }
    bool measuresSource() const override { return true; }
    Measurement measure(const Problem& p, const Candidate& c) override {
        Measurement m;
        m.backend = name();
        const MeasureJob job = resolveMeasureJob(p, c, MeasureSettings{});
        if (!p.workload.empty()) throw std::logic_error("measured the whole workload at once");
        const double k = static_cast<double>(p.sizes.at("K"));
        if (!c.configuration.empty() && c.configuration[indexOf(p, "BM")] == 128 && k == 1000) {
            m.status = MeasurementStatus::WrongResult;
            m.failureReason = "C: 12 of 4096000 elements differ";
            return m;
        }
        m.speedup = c.origin == Origin::Reference ? 1.0 : k / 1000.0;
        m.speedupLow = m.speedup * 0.99;
        m.speedupHigh = m.speedup * 1.02;
        m.referenceMs = k / 1000.0;
        m.candidateMs = m.referenceMs / m.speedup;
        m.samples = 20;
        m.report = MeasurementReport::fromJson(
            json{{"achieved_gflops", job.flops / (m.candidateMs * 1e-3) * 1e-9},
                 {"achieved_bandwidth_gbs", job.bytes / (m.candidateMs * 1e-3) * 1e-9},
                 {"device_peaks", {{"dram_gbs", 4800.0}, {"fp32_gflops", 67000.0}, {"tensor_gflops", 989000.0}}}});
        ++measured;
        return m;
    }
    Measurement measureBaseline(const Problem& p) override {
        (void)resolveBaselineJob(p, MeasureSettings{});
        if (!p.workload.empty()) throw std::logic_error("timed the library for the whole workload at once");
        Measurement m;
        m.backend = name();
        const double k = static_cast<double>(p.sizes.at("K"));
        m.speedup = 2 * k / 1000.0;
        m.speedupLow = m.speedup * 0.99;
        m.speedupHigh = m.speedup * 1.01;
        m.referenceMs = k / 1000.0;
        m.candidateMs = m.referenceMs / m.speedup;
        m.samples = 20;
        return m;
    }
    bool inSpace(const Configuration&) const override { return true; }
    static inline int measured = 0;
};

} // namespace

class TestWorkload : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        BackendRegistry::add(kShapeBackend, [](const Problem&, const SessionConfig&) {
            return std::unique_ptr<MeasurementBackend>(std::make_unique<ShapeBackend>());
        });
    }

    void shapesAreReadWithTheirLabels() {
        const Problem p = sgemmWith([](json& d) { d["workload"] = twoShapes(); });
        QCOMPARE(p.workload.size(), std::size_t(2));
        QCOMPARE(p.workload[1].label, std::string("K=1000 M=1024 N=4096"));
        QCOMPARE(p.workload[1].sizes.at("N"), 4096LL); // the problem's, not overridden
        QCOMPARE(p.workload[0].weight, 3.0);
        const Problem at1 = problemAtShape(p, 1);
        QCOMPARE(at1.sizes.at("K"), 1000LL);
        QVERIFY(at1.workload.empty());
        QVERIFY(at1.checkSizes.empty());
        QVERIFY(!problemAtShape(p, 0).checkSizes.empty());
    }

    void aConfigurationMustBeValidAtEveryShape() {
        // K % BK == 0: 1000 is a multiple of 8 only, so BK = 16 and 32 leave the space.
        const Problem plain = ProblemLoader::load(kSgemm);
        const Problem p = sgemmWith([](json& d) { d["workload"] = twoShapes(); });
        const auto all = ProblemLoader::validConfigurations(plain, 100000);
        const auto valid = ProblemLoader::validConfigurations(p, 100000);
        QVERIFY(!valid.empty());
        QVERIFY(valid.size() < all.size());
        const std::size_t bk = indexOf(p, "BK");
        for (const auto& c : valid) QCOMPARE(c[bk], 8.0);
        for (const auto& c : all)
            if (c[bk] == 8.0) QVERIFY(ProblemLoader::satisfiesRestrictions(p, c));
    }

    void hostileWorkloadsAreRefusedByField() {
        const std::pair<std::function<void(json&)>, std::string> cases[] = {
            {[](json& d) {
                 d["workload"] = json::array({{{"sizes", {{"K", 64}}}}});
             },
             "workload"},
            {[](json& d) {
                 d["workload"] = json::array();
                 for (int i = 1; i <= 17; ++i) d["workload"].push_back({{"sizes", {{"K", 64 * i}}}});
             },
             "workload"},
            {[](json& d) { d["workload"] = "big"; }, "workload"},
            {[](json& d) {
                 d["workload"] = twoShapes();
                 d["workload"][1]["sizes"]["Q"] = 3;
             },
             "workload[1].sizes.Q"},
            {[](json& d) {
                 d["workload"] = twoShapes();
                 d["workload"][0]["weight"] = 0;
             },
             "workload[0].weight"},
            {[](json& d) {
                 d["workload"] = twoShapes();
                 d["workload"][1]["sizes"]["K"] = -4;
             },
             "workload[1].sizes.K"},
            {[](json& d) {
                 d["workload"] = twoShapes();
                 d["workload"][1]["sizes"] = {{"K", 4096}};
             },
             "workload[1].sizes"},
            {[](json& d) {
                 d["workload"] = twoShapes();
                 d["workload"][1]["repeat"] = 2;
             },
             "workload[1].repeat"},
            // K = 1001: no BK divides it, so no configuration runs at every shape.
            {[](json& d) {
                 d["workload"] = twoShapes();
                 d["workload"][1]["sizes"]["K"] = 1001;
             },
             "workload"},
        };
        for (const auto& [edit, field] : cases) QCOMPARE(refusedField(edit), field);

        // A shape where a buffer does not resolve: its field at that shape, the file once.
        try {
            (void)sgemmWith([](json& d) {
                d["workload"] = twoShapes();
                d["buffers"][2]["count"] = "M*N*min(1, K-1000)";
                d.erase("check_sizes");
            });
            QFAIL("a shape whose output has no elements loaded");
        } catch (const InputError& e) {
            QVERIFY2(e.field() == "workload[1] (K=1000 M=1024 N=4096): buffers.C.count", e.what());
            QCOMPARE(std::string(e.what()).find("problem.json", 14), std::string::npos);
        }
    }

    void aHugeSpaceIsWalkedLazily() {
        // 10^6 configurations, none valid at the second shape: refused after the first
        // 100,000 are tried, without enumerating the space.
        QCOMPARE(refusedField([](json& d) {
                     d["workload"] = twoShapes();
                     json params = json::object();
                     for (int i = 0; i < 6; ++i) params["P" + std::to_string(i)] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
                     d["tunable"]["params"] = params;
                     d["tunable"]["restrictions"] = json::array({"K != 1000"});
                     d["tunable"]["launches"][0]["grid"] = {"N/128", "M/128", 1};
                     d["tunable"]["launches"][0]["block"] = {256, 1, 1};
                 }),
                 std::string("workload"));
    }

    void perShapeMeasurementsFoldIntoTheWorkloads() {
        const Problem p = sgemmWith([](json& d) { d["workload"] = twoShapes(); });
        WorkloadBackend backend(std::make_unique<ShapeBackend>());
        Candidate c;
        c.id = 5;
        c.origin = Origin::Tuner;
        const auto valid = ProblemLoader::validConfigurations(p, 100000);
        const std::size_t bm = indexOf(p, "BM");
        c.configuration = *std::find_if(valid.begin(), valid.end(), [&](const auto& v) { return v[bm] != 128; });
        ShapeBackend::measured = 0;
        const Measurement m = backend.measure(p, c);
        QCOMPARE(ShapeBackend::measured, 2);
        QVERIFY2(m.ok(), m.failureReason.c_str());
        // S = exp((3 ln 4.096 + 1 ln 1) / 4).
        QVERIFY(std::abs(m.speedup - std::exp(3.0 * std::log(4.096) / 4.0)) < 1e-12);
        // Interval: half-widths ln(1/0.99) and ln(1.02) at each shape, weights 3/4 and 1/4.
        const double low = std::log(1 / 0.99) * std::sqrt(0.75 * 0.75 + 0.25 * 0.25);
        QVERIFY(std::abs(std::log(m.speedup / m.speedupLow) - low) < 1e-12);
        QVERIFY(m.speedupHigh > m.speedup && m.speedupLow < m.speedup);
        QCOMPARE(m.referenceMs, 3 * 4.096 + 1 * 1.0); // weighted sum of the reference times
        const json& shapes = m.report.json()["workload"];
        QCOMPARE(shapes.size(), std::size_t(2));
        QCOMPARE(shapes[1]["label"].get<std::string>(), std::string("K=1000 M=1024 N=4096"));
        QCOMPARE(shapes[1]["speedup"].get<double>(), 1.0);
        // The workload's rates: Σ FLOPs over Σ candidate time.
        const double flops = 2.0 * 4096 * 4096 * 4096 + 2.0 * 1024 * 4096 * 1000;
        const double ms = 1.0 + 1.0;
        QVERIFY(std::abs(*m.report->achievedGFlops - flops / (ms * 1e-3) * 1e-9) < 1e-6);

        // A wrong result at one shape fails the whole, and says where.
        Candidate bad = c;
        bad.configuration = *std::find_if(valid.begin(), valid.end(), [&](const auto& v) { return v[bm] == 128; });
        const Measurement f = backend.measure(p, bad);
        QCOMPARE(f.status, MeasurementStatus::WrongResult);
        QCOMPARE(f.failureReason, std::string("at K=1000 M=1024 N=4096: C: 12 of 4096000 elements differ"));
        QCOMPARE(f.report.json()["workload"][0]["status"].get<std::string>(), std::string("ok"));
    }

    /// S above 10x is confirmed at the first shape only (the others have no check sizes):
    /// confirmed there, the workload is not suspicious; unconfirmed, any shape flags it.
    void suspicionIsSettledAtTheFirstShape() {
        const Problem p = sgemmWith([](json& d) { d["workload"] = twoShapes(); });
        auto shapeAt = [](double s, bool suspicious, const char* verdict) {
            Measurement m;
            m.status = MeasurementStatus::Ok;
            m.referenceMs = s;
            m.candidateMs = 1;
            m.speedup = s;
            m.speedupLow = s * 0.99;
            m.speedupHigh = s * 1.01;
            m.samples = 11;
            m.suspicious = suspicious;
            m.report.setSection("timing", json::object());
            if (verdict) m.report.setSection("confirmation", json{{"verdict", verdict}, {"ratio", 1.0}});
            return m;
        };
        const char* confirmed = "confirmed: fresh inputs, every timed launch checked, and the other sizes agree";
        const char* notPossible = "not possible: the problem declares no check_sizes (another size to check against)";
        QVERIFY(!combineWorkload(p, {shapeAt(50, false, confirmed), shapeAt(40, true, notPossible)}).suspicious);
        QVERIFY(combineWorkload(p,
                                {shapeAt(50, true, "not confirmed: the speedup did not reproduce within 10%"),
                                 shapeAt(40, true, notPossible)})
                    .suspicious);
        QVERIFY(combineWorkload(p, {shapeAt(5, false, nullptr), shapeAt(40, true, notPossible)}).suspicious);
        QVERIFY(combineWorkload(p, {shapeAt(50, true, nullptr), shapeAt(4, false, nullptr)}).suspicious);
        QVERIFY(!combineWorkload(p, {shapeAt(5, false, nullptr), shapeAt(4, false, nullptr)}).suspicious);
    }

    void aSessionTunesTheWorkloadAndReportsItPerShape() {
        const Problem p = sgemmWith([](json& d) { d["workload"] = twoShapes(); });
        const std::string dir = QDir::tempPath().toStdString() + "/augur_workload_test";
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir + "/sgemm_workload");
        for (const char* f : {"reference.cu", "reference_f64.cu", "template.cu"})
            std::filesystem::copy_file(kSgemm + "/" + f, dir + "/sgemm_workload/" + f);
        json doc = problemjson::readJsonFile(kSgemm + "/problem.json");
        doc["workload"] = twoShapes();
        std::ofstream(dir + "/sgemm_workload/problem.json") << doc.dump(1);
        SessionConfig c;
        c.problemPath = dir + "/sgemm_workload";
        c.backend = kShapeBackend;
        c.strategy = SearchStrategy::MeasureAll;
        c.maxMeasurements = 3;
        auto engine = SessionFactory::create(c, "");
        engine->run();
        engine->rethrowIfFailed();
        const Session& s = engine->session();
        QVERIFY(s.baseline() && s.baseline()->timed());
        const json summary = runSummary(s, nullptr, "", 0);
        const json& rows = summary["best_by_shape"];
        QCOMPARE(rows.size(), std::size_t(2));
        for (const json& r : rows) QVERIFY(std::abs(r["over_library"].get<double>() - 0.5) < 1e-12);
        QCOMPARE(rows[1]["shape"].get<std::string>(), std::string("K=1000 M=1024 N=4096"));
        QVERIFY(std::abs(summary["vendor_baseline"]["best_over_library"].get<double>() - 0.5) < 1e-12);
        QCOMPARE(summary["vendor_baseline"]["best_by_shape"].size(), std::size_t(2));
        std::filesystem::remove_all(dir);
    }
};

QTEST_GUILESS_MAIN(TestWorkload)
#include "tst_workload.moc"
