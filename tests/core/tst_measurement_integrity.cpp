// The problem fields, job settings, report sections and discovery rule behind the third
// integrity round (docs/measurement.md): precision limits on every seed, intervals that
// cover the spread between measurements, short-kernel batches and the GPU's state.
#include "core/base/InputError.h"
#include "core/kernel/MeasurementReport.h"
#include "core/model/DiscoveryMoment.h"
#include "core/model/Session.h"
#include "core/model/SessionConfig.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace augur;
namespace fs = std::filesystem;

namespace {
const fs::path kReduce = fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems" / "reduce_sum_f32";

/// A copy of reduce_sum_f32 whose precision_reference has `edit` applied.
std::string reduceWith(const QTemporaryDir& dir, const std::function<void(nlohmann::json&)>& edit) {
    const fs::path to = fs::path(dir.path().toStdString()) / "reduce";
    fs::create_directories(to);
    for (const auto& e : fs::directory_iterator(kReduce))
        if (e.is_regular_file())
            fs::copy_file(e.path(), to / e.path().filename(), fs::copy_options::overwrite_existing);
    std::ifstream in(kReduce / "problem.json");
    nlohmann::json p = nlohmann::json::parse(in);
    edit(p["precision_reference"]);
    std::ofstream(to / "problem.json") << p.dump(1);
    return to.string();
}

Measurement measured(double s, double low, double high) {
    Measurement m;
    m.status = MeasurementStatus::Ok;
    m.referenceMs = 1.0;
    m.candidateMs = 1.0 / s;
    m.speedup = s;
    m.speedupLow = low;
    m.speedupHigh = high;
    return m;
}
} // namespace

class TestMeasurementIntegrity : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// reduce_sum's limits reach the job: the scale sqrt(n) = 8192 and max_error 3e-6, and
    /// survive the trip to the worker with the new timing settings.
    void precisionLimitsReachTheWorker() {
        const Problem p = ProblemLoader::load(kReduce.string());
        QCOMPARE(p.precisionErrorScale, std::string("sqrt(n)"));
        Candidate c;
        c.configuration = {256, 4, 4, 1};
        MeasureSettings s;
        s.betweenSpread = 0.003;
        s.batchBelowUs = 12;
        s.lockClocks = true;
        s.retryThrottled = false;
        const MeasureJob job = resolveMeasureJob(p, c, s);
        QCOMPARE(job.precisionErrorScale, 8192.0);
        QCOMPARE(job.precisionMaxError, 3e-6);
        const MeasureJob back = measureJobFromJson(nlohmann::json::parse(toJson(job).dump()));
        QCOMPARE(back.precisionErrorScale, 8192.0);
        QCOMPARE(back.precisionMaxError, 3e-6);
        QCOMPARE(back.settings.betweenSpread, 0.003);
        QCOMPARE(back.settings.batchBelowUs, 12.0);
        QVERIFY(back.settings.lockClocks);
        QVERIFY(!back.settings.retryThrottled);
        // A job from before these fields existed reads with the defaults.
        nlohmann::json old = toJson(job);
        old["precision_limits"].erase("error_scale");
        old["precision_limits"].erase("max_error");
        for (const char* k : {"between_spread", "batch_below_us", "lock_clocks", "retry_throttled"})
            old["settings"].erase(k);
        const MeasureJob older = measureJobFromJson(old);
        QCOMPARE(older.precisionErrorScale, 0.0);
        QCOMPARE(older.settings.betweenSpread, MeasureSettings{}.betweenSpread);
        // Out-of-range values from the wire are refused, naming the field.
        nlohmann::json bad = toJson(job);
        bad["settings"]["between_spread"] = 0.9;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(bad));
        bad = toJson(job);
        bad["precision_limits"]["max_error"] = -1;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(bad));
    }

    /// The seed pool's settings reach the worker; a pool smaller than the seeds a
    /// measurement checks, or past 64, is refused; older jobs read with the defaults.
    void seedPoolTravelsAndIsChecked() {
        const Problem p = ProblemLoader::load(kReduce.string());
        Candidate c;
        c.configuration = {256, 4, 4, 1};
        MeasureSettings s;
        s.seedPool = 5;
        s.poolSeed = 42;
        s.seedPoolBytes = 1e9;
        const MeasureJob job = resolveMeasureJob(p, c, s);
        const MeasureJob back = measureJobFromJson(nlohmann::json::parse(toJson(job).dump()));
        QCOMPARE(back.settings.seedPool, 5);
        QCOMPARE(back.settings.poolSeed, 42ull);
        QCOMPARE(back.settings.seedPoolBytes, 1e9);
        nlohmann::json old = toJson(job);
        for (const char* k : {"seed_pool", "pool_seed", "seed_pool_bytes"}) old["settings"].erase(k);
        QCOMPARE(measureJobFromJson(old).settings.seedPool, MeasureSettings{}.seedPool);
        for (const int pool : {2, 65, -1}) {
            nlohmann::json bad = toJson(job);
            bad["settings"]["seed_pool"] = pool; // 3 seeds per measurement
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(bad));
        }
        nlohmann::json off = toJson(job);
        off["settings"]["seed_pool"] = 0; // fresh seeds, as a confirmation asks
        QCOMPARE(measureJobFromJson(off).settings.seedPool, 0);
        nlohmann::json bad = toJson(job);
        bad["settings"]["seed_pool_bytes"] = -5;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(bad));
    }

    /// The plans a request asks the worker to compile ahead: source, label and defines
    /// round-trip; more than 4, a source over 4 MiB or a wrong type is refused.
    void prefetchIsBounded() {
        ResolvedPlan a;
        a.label = "next";
        a.source = "extern \"C\" __global__ void k() {}";
        a.defines = {"BLOCK=128"};
        const auto back = prefetchPlansFromJson(nlohmann::json::parse(prefetchJson({&a, &a}).dump()));
        QCOMPARE(back.size(), std::size_t(2));
        QCOMPARE(back[1].source, a.source);
        QCOMPARE(back[1].defines, a.defines);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, prefetchPlansFromJson(prefetchJson({&a, &a, &a, &a, &a})));
        ResolvedPlan big = a;
        big.source.assign((4u << 20) + 1, ' ');
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, prefetchPlansFromJson(prefetchJson({&big})));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, prefetchPlansFromJson(nlohmann::json::array({{{"label", 1}}})));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, prefetchPlansFromJson(nlohmann::json::object()));
    }

    /// A session asks for locked clocks through its config (run --lock-clocks, the New
    /// session dialog); the field survives the session file and defaults to off.
    void lockClocksIsASessionSetting() {
        SessionConfig c;
        QVERIFY(!c.lockClocks);
        c.lockClocks = true;
        const nlohmann::json j = c.toJson();
        QVERIFY(j.value("lock_clocks", false));
        QVERIFY(SessionConfig::fromJson(j, "s.augur").lockClocks);
        nlohmann::json older = j;
        older.erase("lock_clocks");
        QVERIFY(!SessionConfig::fromJson(older, "s.augur").lockClocks);
        older["lock_clocks"] = "yes";
        try {
            (void)SessionConfig::fromJson(older, "s.augur");
            QFAIL("a text lock_clocks was accepted");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("lock_clocks") != std::string::npos, e.what());
        }
    }

    /// Whole-number session fields are read in range or refused: -1 is not 2^64-1, 2^64 is
    /// not 0, 1.5 is not 1 (a resumed session would have saved the damage back).
    void sessionNumbersAreWholeAndInRange() {
        for (const char* text : {R"({"seed": -1})", R"({"seed": 18446744073709551616})", R"({"seed": 1.5})",
                                 R"({"max_measurements": 3000000000})", R"({"seed": "7"})"}) {
            try {
                (void)SessionConfig::fromJson(nlohmann::json::parse(text), "s.augur");
                QFAIL(text);
            } catch (const InputError& e) {
                const std::string what = e.what();
                QVERIFY2(what.find("s.augur") != std::string::npos && what.find('\n') == std::string::npos,
                         what.c_str());
            }
        }
        QCOMPARE(SessionConfig::fromJson(nlohmann::json::parse(R"({"seed": 18446744073709551615})"), "s.augur").seed,
                 std::uint64_t(18446744073709551615ull));
    }

    /// A bad error_scale or max_error is one line naming the file and the field.
    void precisionFieldsAreChecked() {
        QTemporaryDir dir;
        const std::vector<std::pair<std::function<void(nlohmann::json&)>, std::string>> cases = {
            {[](nlohmann::json& pr) { pr["error_scale"] = 5; }, "precision_reference.error_scale"},
            {[](nlohmann::json& pr) { pr["error_scale"] = "sqrt("; }, "precision_reference.error_scale"},
            {[](nlohmann::json& pr) { pr["error_scale"] = "n - n"; }, "precision_reference.error_scale"},
            {[](nlohmann::json& pr) { pr["error_scale"] = "nosuchsize"; }, "precision_reference.error_scale"},
            {[](nlohmann::json& pr) { pr["max_error"] = 0; }, "precision_reference.max_error"},
            {[](nlohmann::json& pr) { pr["max_error"] = 1.5; }, "precision_reference.max_error"},
            {[](nlohmann::json& pr) { pr["max_error"] = "3e-6"; }, "precision_reference.max_error"},
        };
        for (const auto& [edit, field] : cases) {
            const std::string path = reduceWith(dir, edit);
            try {
                (void)ProblemLoader::load(path);
                QFAIL(("accepted: " + field).c_str());
            } catch (const InputError& e) {
                const std::string what = e.what();
                QVERIFY2(what.find(field) != std::string::npos, what.c_str());
                QVERIFY2(what.find("problem.json") != std::string::npos, what.c_str());
                QVERIFY2(what.find('\n') == std::string::npos, what.c_str());
            }
        }
    }

    /// A discovery moment needs the ratio and separated intervals; records without an
    /// interval (replayed datasets) are judged on the ratio alone.
    void discoveryNeedsSeparatedIntervals() {
        QVERIFY(isDiscoveryMoment(1.0, 1.01, 1.3, 1.25, 1.2));
        QVERIFY(!isDiscoveryMoment(1.0, 1.01, 1.3, 1.25, 1.4)); // ratio below delta
        QVERIFY(!isDiscoveryMoment(1.0, 1.30, 1.3, 1.25, 1.2)); // intervals overlap
        QVERIFY(isDiscoveryMoment(1.0, 0.0, 1.3, 0.0, 1.2)); // no intervals recorded
        QVERIFY(!isDiscoveryMoment(0.0, 0.0, 1.3, 1.2, 1.2)); // parent not measured
        const Problem p = ProblemLoader::load(kReduce.string());
        Session s(p, SessionConfig{});
        Candidate root;
        root.origin = Origin::Reference;
        root.measurement = measured(1.0, 0.99, 1.01);
        const CandidateId r = s.add(root);
        Candidate clear, noisy;
        clear.parent = noisy.parent = r;
        clear.configuration = {256, 4, 4, 1};
        noisy.configuration = {512, 4, 4, 1};
        clear.measurement = measured(1.5, 1.45, 1.55);
        noisy.measurement = measured(1.5, 0.95, 2.1); // a wide interval reaching below the parent's
        const CandidateId a = s.add(clear);
        s.add(noisy);
        const auto moments = s.discoveryMoments(1.2);
        QCOMPARE(moments.size(), std::size_t(1));
        QCOMPARE(moments.front().second, a);
    }

    /// The GPU's state is read into typed fields; hostile values stay bounded.
    void gpuStateIsRead() {
        const nlohmann::json d = {{"gpu_state",
                                   {{"available", true},
                                    {"default_sm_clock_mhz", 1980},
                                    {"before",
                                     {{"sm_clock_mhz", 1980},
                                      {"mem_clock_mhz", 3201},
                                      {"temperature_c", 35},
                                      {"power_w", 122.5},
                                      {"throttle_reasons", nlohmann::json::array()}}},
                                    {"after",
                                     {{"sm_clock_mhz", 1e300},
                                      {"mem_clock_mhz", "fast"},
                                      {"temperature_c", 61},
                                      {"power_w", 301.0},
                                      {"throttle_reasons", {"sw_power_cap", 7, "hw_thermal_slowdown"}}}},
                                    {"throttled", true},
                                    {"throttle", "after timing: throttled: [\"hw_thermal_slowdown\"]"},
                                    {"retried", true},
                                    {"lock_clocks", "not locked: needs root"}}},
                                  {"timing", {{"launches_per_sample", 30}}}};
        const MeasurementReport report = MeasurementReport::fromJson(d);
        const auto& g = report.sections().gpuState;
        QVERIFY(g.available);
        QCOMPARE(g.defaultSmClockMhz, 1980);
        QVERIFY(g.before && g.after);
        QCOMPARE(g.before->smClockMhz, 1980);
        QCOMPARE(g.before->memClockMhz, 3201);
        QCOMPARE(g.after->smClockMhz, -1); // 1e300 is not a clock
        QCOMPARE(g.after->memClockMhz, -1);
        QCOMPARE(g.after->temperatureC, 61);
        QCOMPARE(g.after->throttleReasons, (std::vector<std::string>{"sw_power_cap", "hw_thermal_slowdown"}));
        QVERIFY(g.throttled && g.retried);
        QCOMPARE(g.lockClocks, std::string("not locked: needs root"));
        QCOMPARE(g.launchesPerSample, 30);
        const MeasurementReport plain = MeasurementReport::fromJson({{"device", "x"}});
        const auto& none = plain.sections().gpuState;
        QVERIFY(!none.available && !none.before && none.launchesPerSample == 1);
    }
};

QTEST_APPLESS_MAIN(TestMeasurementIntegrity)
#include "tst_measurement_integrity.moc"
