// The model strategy (core/search/ModelSearch.h, docs/search.md): on a synthetic tunable space
// written by the test (self-contained; the recorded Kernel Tuner files are extra cases),
// the search spends its whole budget, keeps considering several candidates per
// measurement, accepts some on forecast, stores the measurement order, differs across
// seeds, is deterministic for one seed, and a prior of the same space (another "GPU")
// reaches 90 % of the best sooner. Also: the acquisition's formula, the exact random
// baseline, and the errors for a prior of another space or one that is no dataset.
#include "core/backend/ConfigurationPool.h"
#include "core/backend/ReplayBackend.h"
#include "core/bins/Acquisition.h"
#include "core/datasets/TuningDataset.h"
#include "core/engine/RunSummary.h"
#include "core/search/ModelSearch.h"
#include "core/surrogate/FeasibilityModel.h"
#include "core/model/CandidateJson.h"
#include "core/base/InputError.h"
#include "core/session/SearchCurves.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"
#include "core/surrogate/SurrogatePrior.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <filesystem>
#include <set>

using namespace augur;

namespace {

/// Runtime (ms) of the synthetic kernel: a smooth valley in (a, b) with its floor at
/// positions (ax, bx), a better value of c, a penalty for d, and a deterministic ripple.
double runtimeOf(int a, int b, int c, int d, int ax, int bx, double scale) {
    const double da = (a - ax) / 4.0, db = (b - bx) / 2.5;
    const double ripple = 0.04 * std::sin(1.7 * a + 2.3 * b + 0.9 * c);
    return scale * (1.0 + da * da + db * db + (c == 3 ? 0.0 : 0.35 + 0.1 * c) + 0.25 * d + ripple + 0.05 * a * d);
}

/// A T4 file of the 16 × 8 × 4 × 2 = 1024 configurations (a few fail to compile).
/// `invert`: runtimes turned upside down (the slowest configuration becomes the fastest), a
/// prior that ranks the valley backwards.
std::string writeSpace(const QTemporaryDir& dir, const QString& name, int ax, int bx, double scale,
                       bool invert = false) {
    nlohmann::json results = nlohmann::json::array();
    for (int a = 0; a < 16; ++a)
        for (int b = 0; b < 8; ++b)
            for (int c = 0; c < 4; ++c)
                for (int d = 0; d < 2; ++d) {
                    nlohmann::json r{{"configuration", {{"a", 16 * (a + 1)}, {"b", b + 1}, {"c", c}, {"d", d}}}};
                    if ((a * 7 + b * 3 + c) % 97 == 5) {
                        r["invalidity"] = "compile";
                        r["times"] = {{"compilation", 1.0}};
                    } else {
                        r["invalidity"] = "correct";
                        const double t = runtimeOf(a, b, c, d, ax, bx, scale);
                        r["times"] = {{"runtimes", {invert ? 100.0 / t : t}}};
                    }
                    results.push_back(r);
                }
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(QByteArray::fromStdString(
        nlohmann::json{{"metadata", {{"timeunit", "miliseconds"}}}, {"results", results}}.dump()));
    return path.toStdString();
}

struct Outcome {
    std::unique_ptr<Engine> engine;
    double fraction = 0;
    int measured = 0, considered = 0, accepted = 0;
};

Outcome run(const std::string& dataset, int budget, std::uint64_t seed, const std::string& prior = {},
            const std::string& strategy = "auto", const std::string& sessionPath = {}) {
    SessionConfig c;
    c.datasetPath = dataset;
    c.maxMeasurements = budget;
    c.seed = seed;
    c.strategy = *kSearchStrategies.parse(strategy);
    c.priorPath = prior;
    Outcome o;
    o.engine = SessionFactory::create(c, sessionPath);
    o.engine->run();
    o.engine->rethrowIfFailed();
    const auto st = o.engine->session().stats();
    o.fraction = st.bestSpeedup / *o.engine->backend().bestPossibleSpeedup();
    o.measured = st.measured;
    o.considered = st.candidates;
    o.accepted = st.accepted;
    return o;
}

} // namespace

class TestModelSearch : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string space_, otherGpu_;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        space_ = writeSpace(dir_, "valley_T4.json", 11, 2, 1.0);
        otherGpu_ = writeSpace(dir_, "valley_other_gpu_T4.json", 10, 2, 1.7); // shifted floor, slower GPU
    }

    void autoIsModelForTunableSpaces() {
        auto o = run(space_, 20, 1);
        QCOMPARE(o.engine->session().config().strategy, SearchStrategy::Model);
    }

    void spendsTheBudgetAndConsidersMore() {
        std::vector<double> fractions;
        for (std::uint64_t seed : {1, 2, 3, 4, 5}) {
            auto o = run(space_, 30, seed);
            fractions.push_back(o.fraction);
            QCOMPARE(o.measured, 30); // never stops with budget left while candidates remain
            QVERIFY2(o.considered >= 4 * o.measured,
                     qPrintable(QString("considered %1 for %2 measured").arg(o.considered).arg(o.measured)));
            QVERIFY(o.accepted > 0); // the selective part: confident non-improving candidates accepted on forecast
            // The measurement order is 1..30, each once.
            std::set<int> orders;
            for (const auto& c : o.engine->session().candidates())
                if (c.measurement && c.origin != Origin::Reference) orders.insert(c.measurement->order);
            QCOMPARE(int(orders.size()), 30);
            QCOMPARE(*orders.begin(), 1);
            QCOMPARE(*orders.rbegin(), 30);
        }
        std::sort(fractions.begin(), fractions.end());
        QVERIFY2(fractions[2] >= 0.95, qPrintable(QString("median of 5 seeds recovered %1").arg(fractions[2])));
    }

    void beatsRandomSamplingOnTheValley() {
        const RandomSamplingBaseline random(datasetSpeedups(space_));
        std::vector<double> f;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) f.push_back(run(space_, 25, seed).fraction);
        std::sort(f.begin(), f.end());
        const double randomMedian = random.bestQuantile(25, 0.5) / random.best();
        QVERIFY2(f[2] > randomMedian, qPrintable(QString("model median %1, random %2").arg(f[2]).arg(randomMedian)));
    }

    void seedsDifferAndOneSeedRepeats() {
        auto key = [](const Engine& e) {
            std::vector<std::string> ks;
            for (const auto& c : e.session().candidates())
                if (c.measurement) ks.push_back(e.session().describe(c.id));
            return ks;
        };
        const auto a = key(*run(space_, 15, 1).engine), b = key(*run(space_, 15, 1).engine),
                   c = key(*run(space_, 15, 2).engine);
        QCOMPARE(a, b);
        QVERIFY(a != c);
    }

    void exhaustsASmallSpaceWithoutLeavingBudget() {
        const std::string softmax = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";
        auto o = run(softmax, 100, 1);
        QCOMPARE(o.measured, 60); // every configuration of the 60-point space
        QVERIFY2(o.engine->stopReason().find("search space exhausted") == 0, o.engine->stopReason().c_str());
        QCOMPARE(o.fraction, 1.0);
    }

    void smallSpacesNeverStall() {
        // Regression: a step whose restart pick and greedy picks took every pool member
        // looped forever looking for a random one (layernorm, 60 points, 25 measurements).
        const std::string layernorm =
            std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/layernorm_rows_f32.json.gz";
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            auto o = run(layernorm, 25, seed);
            QCOMPARE(o.measured, 25);
        }
    }

    void warmStartReachesNinetyPercentSooner() {
        const double best = RandomSamplingBaseline(datasetSpeedups(space_)).best();
        int coldTotal = 0, warmTotal = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            auto cold = run(space_, 40, seed);
            auto warm = run(space_, 40, seed, otherGpu_);
            const int c = measurementsToReach(cold.engine->session().candidates(), 0.9 * best);
            const int w = measurementsToReach(warm.engine->session().candidates(), 0.9 * best);
            QVERIFY(w > 0);
            coldTotal += c < 0 ? 41 : c;
            warmTotal += w;
        }
        QVERIFY2(warmTotal < coldTotal,
                 qPrintable(QString("warm %1 vs cold %2 measurements").arg(warmTotal).arg(coldTotal)));
    }

    void priorOfAnotherSpaceIsRefused() {
        QTemporaryDir d;
        const QString path = d.filePath("other_T4.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"results": [{"configuration": {"x": 1, "y": 2, "z": 3}, "invalidity": "correct", "times": {"runtimes": [1.0]}}]})");
        f.close();
        try {
            run(space_, 10, 1, path.toStdString());
            QFAIL("a prior of another parameter space was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), path.toStdString());
            QCOMPARE(e.field(), std::string("parameters"));
        }
        const QString text = d.filePath("notes.txt");
        QFile t(text);
        QVERIFY(t.open(QIODevice::WriteOnly));
        t.write("not a dataset\n");
        t.close();
        try {
            run(space_, 10, 1, text.toStdString());
            QFAIL("a prior that is not a dataset was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), text.toStdString());
        }
    }

    void sessionFileServesAsPriorAndKeepsTheOrder() {
        const std::string path = dir_.filePath("first.augur").toStdString();
        { auto o = run(otherGpu_, 25, 4, {}, "auto", path); }
        auto store = SessionStore::open(path);
        int ordered = 0;
        for (const auto& row : store->loadCandidates()) {
            const Candidate& c = row.candidate;
            if (c.measurement && c.origin != Origin::Reference) {
                QVERIFY(c.measurement->order >= 1 && c.measurement->order <= 25);
                QCOMPARE(exportRecord(Session(Problem{}, SessionConfig{}), c)["measurement_order"].get<int>(),
                         c.measurement->order);
                ++ordered;
            }
        }
        QCOMPARE(ordered, 25);
        store.reset();
        const SurrogatePrior prior = loadSurrogatePrior(path, run(space_, 1, 1).engine->session().problem().space);
        QCOMPARE(prior.kind, std::string("session"));
        QVERIFY(prior.rows() >= 20);
        auto warm = run(space_, 20, 1, path);
        QCOMPARE(warm.measured, 20);
    }

    void resumedModelSessionFinishesItsBudget() {
        const std::string path = dir_.filePath("resume.augur").toStdString();
        {
            SessionConfig c;
            c.datasetPath = space_;
            c.maxMeasurements = 12;
            c.seed = 5;
            auto e = SessionFactory::create(c, path);
            e->run();
        }
        {
            auto store = SessionStore::open(path);
            SessionConfig c = store->config();
            c.maxMeasurements = 24;
            store->saveConfig(c);
        }
        auto e = SessionFactory::resume(path);
        e->run();
        e->rethrowIfFailed();
        QCOMPARE(e->session().stats().measured, 24);
        std::set<int> orders;
        for (const auto& c : e->session().candidates())
            if (c.measurement && c.origin != Origin::Reference) orders.insert(c.measurement->order);
        QCOMPARE(int(orders.size()), 24); // the resumed run continues the numbering
    }

    void expectedImprovementFormula() {
        Forecast f = Forecast::fromProbabilities({0, 0, 0, 1, 0, 0, 0, 0});
        f.pointSpeedup = 2.0; // log2 = 1
        f.pointSpread = 0.5;
        const double sigma = f.log2Predictive().sigma;
        QVERIFY(sigma >= 0.5);
        // At μ = b: EI = σ φ(0).
        QVERIFY(std::abs(expectedImprovement(f, 1.0) - sigma * 0.3989422804) < 1e-9);
        // Far below: nearly μ − b.
        QVERIFY(std::abs(expectedImprovement(f, -5.0) - 6.0) < 1e-6);
        QVERIFY(std::abs(probabilityOfImprovement(f, 1.0) - 0.5) < 1e-12);
        QCOMPARE(expectedImprovement(Forecast::failure("x"), 0.0), 0.0);
    }

    /// The trust region's members are the valid configurations within `radius` steps.
    void trustRegionIsStepsAway() {
        ReplayBackend backend(loadTuningDataset(space_));
        const ParameterSpace& space = backend.dataset().problem.space;
        ConfigurationPool pool(space, backend);
        const Configuration centre{16 * 5, 3, 1, 0}; // a = 80, b = 3, c = 1, d = 0
        QCOMPARE(pool.steps(centre, {16 * 6, 4, 1, 1}), 3);
        const auto none = [](const Configuration&) { return false; };
        const auto one = pool.within(centre, 1, 1000, none);
        // a ± 1, b ± 1, c ± 1, d + 1: seven neighbours, fewer when one of them failed to compile
        QVERIFY(one.size() >= 6 && one.size() <= 7);
        for (const auto& c : one) QCOMPARE(pool.steps(centre, c), 1);
        const auto two = pool.within(centre, 2, 1000, none);
        QVERIFY(two.size() > one.size());
        for (const auto& c : two) QVERIFY(pool.steps(centre, c) <= 2);
        QCOMPARE(pool.within(centre, 2, 5, none).size(), std::size_t(5)); // the cap
        QVERIFY(pool.within(centre, 1, 1000, [](const Configuration&) { return true; }).empty());
    }

    /// Every measurement after the design is chosen by an arm of the portfolio, logged with it.
    void choicesNameTheirArm() {
        const std::string path = dir_.filePath("arms.augur").toStdString();
        { auto o = run(space_, 20, 2, {}, "auto", path); }
        auto store = SessionStore::open(path, false);
        int region = 0, thompson = 0, design = 0;
        for (const auto& line : store->loadLog()) {
            if (line.text.find("chosen by trust region (radius") != std::string::npos) ++region;
            if (line.text.find("chosen by thompson") != std::string::npos) ++thompson;
            if (line.text.find("initial design") != std::string::npos) ++design;
        }
        QCOMPARE(design, 1);
        QVERIFY2(region >= 5 && thompson >= 5, qPrintable(QString("region %1, thompson %2").arg(region).arg(thompson)));
        QCOMPARE(region + thompson, 20 - 6); // the design took clamp(20 / 3, 4, 10) = 6
    }

    /// The failure model learns where configurations fail: P(valid) low there, high elsewhere.
    void feasibilityLearnsWhereFailuresAre() {
        std::vector<float> ok, failed;
        std::size_t nOk = 0, nFailed = 0;
        for (int x = 0; x < 16; ++x)
            for (int y = 0; y < 4; ++y) {
                auto& dst = x >= 12 ? failed : ok; // every x ≥ 12 fails, as too large a tile would
                dst.push_back(static_cast<float>(x));
                dst.push_back(static_cast<float>(y));
                (x >= 12 ? nFailed : nOk)++;
            }
        FeasibilityModel m(1);
        QVERIFY(!m.trained());
        QVERIFY(m.predict({1.0f, 1.0f}, 1).front() > 0.9f); // untrained: nothing known to fail
        m.train(ok, nOk, failed, nFailed, 2);
        QVERIFY(m.trained());
        const auto p = m.predict({2.0f, 1.0f, 14.0f, 1.0f}, 2);
        QVERIFY2(p[0] > 0.8f && p[1] < 0.2f, qPrintable(QString("P(valid) %1 and %2").arg(p[0]).arg(p[1])));
    }

    /// A prior that ranks the space backwards loses its weight; one that ranks it well keeps
    /// it; the summary says so, and the session records the prior's SHA-256.
    void priorIsWeightedByItsAgreement() {
        const std::string inverted = writeSpace(dir_, "valley_inverted_T4.json", 11, 2, 1.0, true);
        auto bad = run(space_, 30, 1, inverted);
        auto good = run(space_, 30, 1, otherGpu_);
        const auto badFit = bad.engine->priorFit(), goodFit = good.engine->priorFit();
        QVERIFY(badFit && goodFit);
        QVERIFY2(badFit->weight < 0.3, badFit->describe().c_str());
        QVERIFY2(goodFit->weight > 0.6, goodFit->describe().c_str());
        QVERIFY(badFit->describe().find("poorly") != std::string::npos);
        const auto summary =
            runSummary(bad.engine->session(), &bad.engine->backend(), bad.engine->stopReason(), 0.0, badFit);
        QCOMPARE(summary["prior_weight"]["weight"].get<double>(), badFit->weight);
        QCOMPARE(summary["prior_sha256"].get<std::string>().size(), std::size_t(64));
        // Misled or not, the search still finds the valley's floor region.
        QVERIFY2(bad.fraction >= 0.9, qPrintable(QString("recovered %1 with a backwards prior").arg(bad.fraction)));
    }

    /// A prior that lacks a parameter the session varies cannot rank what it does: it is set
    /// aside from the start, so the search is exactly the cold one (same measurements, same
    /// order), and the fit says why.
    void partialPriorLeavesTheSearchCold() {
        nlohmann::json results = nlohmann::json::array();
        for (int a = 0; a < 16; ++a)
            for (int b = 0; b < 8; ++b)
                for (int c = 0; c < 4; ++c) // no "d"; its optimum elsewhere (a misleading prior)
                    results.push_back({{"configuration", {{"a", 16 * (a + 1)}, {"b", b + 1}, {"c", c}}},
                                       {"invalidity", "correct"},
                                       {"times", {{"runtimes", {runtimeOf(a, b, c, 0, 2, 7, 1.3)}}}}});
        const QString path = dir_.filePath("valley_without_d_T4.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(nlohmann::json{{"results", results}}.dump()));
        f.close();
        for (std::uint64_t seed : {1u, 2u}) {
            auto cold = run(space_, 20, seed);
            auto warm = run(space_, 20, seed, path.toStdString());
            auto order = [](const Engine& e) {
                std::vector<std::pair<int, Configuration>> m;
                for (const auto& c : e.session().candidates())
                    if (c.measurement && c.origin != Origin::Reference)
                        m.emplace_back(c.measurement->order, c.configuration);
                std::sort(m.begin(), m.end());
                return m;
            };
            QVERIFY(order(*cold.engine) == order(*warm.engine));
            QCOMPARE(warm.fraction, cold.fraction);
            const auto fit = warm.engine->priorFit();
            QVERIFY(fit && fit->setAside);
            QCOMPARE(fit->missing, std::vector<std::string>{"d"});
            QVERIFY2(fit->describe().find("prior set aside: it lacks d") == 0, fit->describe().c_str());
        }
    }

    /// A session resumes only with the prior it started from.
    void changedPriorRefusesResume() {
        const std::string prior = writeSpace(dir_, "valley_prior_copy_T4.json", 10, 2, 1.7);
        const std::string path = dir_.filePath("prior.augur").toStdString();
        { auto o = run(space_, 8, 3, prior, "auto", path); }
        writeSpace(dir_, "valley_prior_copy_T4.json", 9, 2, 1.7); // the file changes underneath
        try {
            auto e = SessionFactory::resume(path);
            QFAIL("resumed with a changed prior");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), prior);
            QCOMPARE(e.field(), std::string("prior"));
            QVERIFY(std::string(e.what()).find("changed since the session started") != std::string::npos);
        }
    }

    void randomBaselineIsExact() {
        // 4 speedups, 2 draws: best of {1.5, 2, 3, 5} choose 2; P(best ≤ 3) = C(3,2)/C(4,2) = 1/2.
        const RandomSamplingBaseline r({2.0, 5.0, 1.5, 3.0});
        QCOMPARE(r.bestQuantile(2, 0.5), 3.0);
        QCOMPARE(r.bestQuantile(2, 0.51), 5.0);
        QCOMPARE(r.bestQuantile(4, 0.1), 5.0);
        // Reaching 5 with probability ≥ 1/2 takes 2 draws (1 − C(3,2)/C(4,2) = 1/2).
        QCOMPARE(r.medianDrawsTo(5.0, 10), 2);
        QCOMPARE(r.medianDrawsTo(6.0, 10), -1);
        // E[1 / best of 2 draws]: best = 2, 3, 5 with P = 1/6, 2/6, 3/6.
        QVERIFY(std::abs(r.expectedBestTime(2) - (1.0 / 12 + 2.0 / 18 + 3.0 / 30)) < 1e-12);
        QCOMPARE(r.expectedBestTime(4), 0.2);
        // The methodology score: 1 for a search that measures the optimum first, negative
        // for one that never leaves the reference, 0 on average for random search itself.
        QVERIFY(std::abs(methodologyScore({{1.0, 5.0, 5.0}}, r, 2) - 1.0) < 1e-12);
        QVERIFY(methodologyScore({{1.0, 1.0, 1.0}}, r, 2) < 0.0);
        std::vector<std::vector<double>> all; // every ordered pair of draws: exactly random search
        const std::vector<double> v{2.0, 5.0, 1.5, 3.0};
        for (double a : v)
            for (double b : v)
                if (a != b) all.push_back({1.0, a, std::max(a, b)});
        QVERIFY(std::abs(methodologyScore(all, r, 2)) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestModelSearch)
#include "tst_model_search.moc"
