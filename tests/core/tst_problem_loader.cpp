// The problem format (docs/problem-format.md): every suite problem loads and resolves;
// every malformed field is an InputError naming the file and the field; expressions and
// the measure-job wire format round-trip.
#include "core/base/Expression.h"
#include "core/base/InputError.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

#include "ProblemFixtures.h"

using namespace augur;
namespace fs = std::filesystem;

namespace {
const fs::path kProblems = fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems";

} // namespace

class TestProblemLoader : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    /// Writes problem.json (with `from` replaced by `to`) and ref.cu into a fresh folder.
    QString writeProblem(const QString& name, const QByteArray& json) {
        QDir(dir_.path()).mkpath(name);
        const QString folder = dir_.filePath(name);
        QFile p(folder + "/problem.json");
        p.open(QIODevice::WriteOnly);
        p.write(json);
        QFile s(folder + "/ref.cu");
        s.open(QIODevice::WriteOnly);
        s.write("extern \"C\" __global__ void k(const float* a, float* c, int n) {}\n");
        return folder;
    }

private Q_SLOTS:
    void expressions() {
        QCOMPARE(evaluateExpression("ceil_div(10, 4)", {}), 3.0);
        QCOMPARE(evaluateExpression("7 % 4 + 1", {}), 4.0);
        QCOMPARE(evaluateExpression("2 + 3 % 2 * 4", {}), 6.0); // % binds like *
        QCOMPARE(evaluateExpression("rows*cols/2", {{"rows", 8}, {"cols", 6}}), 24.0);
        QCOMPARE(evaluateExpression("B <= 1024 && n % B == 0", {{"B", 256}, {"n", 1024}}), 1.0);
        QCOMPARE(evaluateExpression("min(3, B) + max(1, 2)", {{"B", 8}}), 5.0);
        QCOMPARE(evaluateIntegerExpression("7 / 2", {}), 4LL); // rounds to nearest
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateExpression("rows *", {{"rows", 1}}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateExpression("unknown + 1", {}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateExpression("1 / 0", {}));
        // Assignments and comma lists are typos that would silently pass: `BLOCK=64` as a
        // restriction is always true, `n=5` as a count sizes the buffer at 5.
        for (const char* typo : {"BLOCK=64", "n=5", "n+=1", "n,5", "(n==1),(n==2)", "n = 5 == 5"})
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluateExpression(typo, {{"BLOCK", 64}, {"n", 5}}));
        QCOMPARE(evaluateExpression("n >= 5 && n <= 5 && n != 4 && n == 5", {{"n", 5}}), 1.0);
    }

    void everySuiteProblemLoadsAndResolves() {
        int problems = 0;
        for (const auto& e : fs::directory_iterator(kProblems)) {
            if (!e.is_directory() || e.path().filename().string()[0] == '_') continue;
            ++problems;
            const Problem p = ProblemLoader::load(e.path().string());
            const std::string what = p.name;
            QVERIFY2(p.name == e.path().filename().string(), what.c_str());
            QVERIFY2(p.handCandidates.size() >= 3, what.c_str());
            QVERIFY2(!p.space.empty() && !p.tunableSource.empty(), what.c_str());
            const auto configs = ProblemLoader::validConfigurations(p, 100000);
            // The suite's spaces are small enough to measure whole; the wide SGEMM space of
            // the default session and the workload GEMM templates are the ones that a search
            // must not exhaust.
            const bool wide = p.name == "sgemm_f32_wide" || !p.workload.empty();
            const std::size_t most = wide ? 2000 : 200;
            QVERIFY2(configs.size() >= 20 && configs.size() <= most,
                     (what + ": " + std::to_string(configs.size())).c_str());
            if (p.name == "sgemm_f32_wide") QCOMPARE(configs.size(), std::size_t(1424));
            QVERIFY2(!p.workBytes.empty(), what.c_str());

            Candidate root;
            root.origin = Origin::Reference;
            MeasureJob ref = resolveMeasureJob(p, root, {});
            QVERIFY(ref.referenceOnly);
            // Data several times the L2; the wide SGEMM (48 MiB at 2048) is compute-bound and
            // timed with the L2 flushed before every run.
            QVERIFY(ref.bytes > 1e8 || p.name == "sgemm_f32_wide");
            Candidate tuned;
            tuned.configuration = configs.back();
            MeasureJob t = resolveMeasureJob(p, tuned, {});
            QCOMPARE(t.candidate.defines.size(), p.space.size());
            // Every problem with a floating-point output has a float64 reference for the
            // precision check, resolved with the job and carried over the wire.
            const bool floatOutput = std::any_of(p.buffers.begin(), p.buffers.end(), [](const BufferSpec& b) {
                return (b.role == "output" || b.role == "inout") && (b.dtype[0] == 'f' || b.dtype == "bf16");
            });
            QVERIFY2(floatOutput == !p.precisionSource.empty(), what.c_str());
            if (floatOutput) {
                QVERIFY2(!t.precision.launches.empty() && t.precision.source == p.precisionSource, what.c_str());
                QCOMPARE(measureJobFromJson(toJson(t)).precision.launches.size(), t.precision.launches.size());
                QCOMPARE(measureJobFromJson(toJson(t)).precisionMaxRatio, p.precisionMaxRatio);
            }
            for (const auto& spec : p.handCandidates) {
                Candidate c;
                c.origin = Origin::User;
                c.source = spec.source;
                c.launchesJson = ProblemLoader::candidatePlanJson(spec);
                MeasureJob j = resolveMeasureJob(p, c, {});
                QVERIFY2(!j.candidate.launches.empty(), spec.name.c_str());
                for (const auto& l : j.candidate.launches)
                    QVERIFY2(l.block[0] * l.block[1] * l.block[2] <= 1024, (what + "/" + spec.name).c_str());
                // The wire format round-trips exactly.
                QVERIFY(toJson(measureJobFromJson(toJson(j))) == toJson(j));
            }
        }
        QVERIFY2(problems >= 8, "the suite has at least 8 problems");
    }

    void restrictionsAndTypedArguments() {
        const Problem p = ProblemLoader::load(writeProblem("good", kGoodProblem).toStdString());
        QVERIFY(ProblemLoader::satisfiesRestrictions(p, {32}));
        QVERIFY(!ProblemLoader::satisfiesRestrictions(p, {2048})); // B <= 1024 fails
        QVERIFY(!ProblemLoader::satisfiesRestrictions(p, {48})); // not a value of B
        QCOMPARE(ProblemLoader::validConfigurations(p, 10).size(), std::size_t(2));
        Candidate c;
        c.configuration = {64};
        const MeasureJob j = resolveMeasureJob(p, c, {});
        QCOMPARE(j.candidate.launches[0].grid[0], 16LL);
        QCOMPARE(j.candidate.launches[0].block[0], 64LL);
        QCOMPARE(int(j.candidate.launches[0].args[2].kind), int(ResolvedArg::Kind::I64));
        QCOMPARE(j.candidate.launches[0].args[3].value, 0.5);
        QVERIFY(j.candidate.defines == std::vector<std::string>{"B=64"});
        QCOMPARE(j.candidate.label, std::string("B=64"));
    }

    void aLargeProductIsWalkedNotKept() {
        // Six parameters of ten values: a product of 10^6 points, of which the restriction
        // keeps the 10 on the diagonal. Walking keeps only those (the product used to be
        // materialised first, ~100 MB), in odometer order, and counting keeps nothing.
        QByteArray doc(kGoodProblem);
        doc.replace(R"J("params": {"B": [32, 64, 2048]}, "restrictions": ["B <= 1024", "n % B == 0"])J",
                    R"J("params": {"B": [32, 64, 2048], "P": [0,1,2,3,4,5,6,7,8,9], "Q": [0,1,2,3,4,5,6,7,8,9],
                        "R": [0,1,2,3,4,5,6,7,8,9], "S": [0,1,2,3,4,5,6,7,8,9], "T": [0,1,2,3,4,5,6,7,8,9],
                        "U": [0,1,2,3,4,5,6,7,8,9]},
                        "restrictions": ["B <= 1024", "n % B == 0", "P == Q && Q == R && R == S && S == T && T == U"])J");
        const Problem p = ProblemLoader::load(writeProblem("wide", doc).toStdString());
        // 3 x 10^6 points: the walk stops at 10^6, which covers B = 32 only.
        QCOMPARE(ProblemLoader::countValidConfigurations(p), std::size_t(10));
        const auto all = ProblemLoader::validConfigurations(p, 100);
        QCOMPARE(all.size(), std::size_t(10));
        QCOMPARE(p.space.key(all.front()), std::string("B=32,P=0,Q=0,R=0,S=0,T=0,U=0"));
        QCOMPARE(p.space.key(all.back()), std::string("B=32,P=9,Q=9,R=9,S=9,T=9,U=9"));
        QCOMPARE(ProblemLoader::validConfigurations(p, 3).size(), std::size_t(3));
        QVERIFY(ProblemLoader::validConfigurations(p, 0).empty());
        // forEach visits what enumerate lists, in the same order, and stops when told.
        const auto listed = p.space.enumerate(1000);
        std::size_t i = 0;
        bool same = true;
        QCOMPARE(p.space.forEach(1000, [&](const Configuration& c) { return same = same && c == listed[i++]; }),
                 std::size_t(1000));
        QVERIFY(same);
        QCOMPARE(p.space.forEach(1000, [](const Configuration& c) { return c[6] < 4; }), std::size_t(5));
    }

    void malformed_data() {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("field");
        for (const auto& m : malformedCases())
            QTest::newRow(m.name) << QByteArray(m.from) << QByteArray(m.to) << QString(m.field);
    }

    void malformed() {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, field);
        QByteArray json(kGoodProblem);
        QVERIFY2(json.contains(from), from.constData());
        json.replace(json.indexOf(from), from.size(), to);
        const QString folder = writeProblem(QTest::currentDataTag(), json);
        try {
            ProblemLoader::load(folder.toStdString());
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromStdString(e.field()).startsWith(field), e.what());
            QVERIFY2(QString::fromStdString(e.file()).endsWith("problem.json"), e.what());
        }
    }

    void candidateMayOnlyAddScratch() {
        const QString folder = writeProblem("cand", kGoodProblem);
        const Problem p = ProblemLoader::load(folder.toStdString());
        QFile f(folder + "/bad.json");
        f.open(QIODevice::WriteOnly);
        f.write(kCandidateWithOutputBuffer);
        f.close();
        try {
            ProblemLoader::loadCandidate(p, (folder + "/bad.json").toStdString());
            QFAIL("no InputError");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("buffers[0].role"));
        }
        // A launch plan that names nothing is the candidate's own failure, with its field.
        Candidate c;
        c.source = "x";
        c.launchesJson = kPlanNamingNothing;
        QVERIFY_THROWS_EXCEPTION(InputError, resolveMeasureJob(p, c, {}));
    }
};

QTEST_APPLESS_MAIN(TestProblemLoader)
#include "tst_problem_loader.moc"
