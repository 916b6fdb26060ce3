// The kernel views' model: a candidate's source as it compiles (template instantiation),
// the diff of two sources, compiler messages tied to lines, and the checks on the
// engineer's own candidate, plus its round trip through the engine and the session file.
#include "core/backend/BackendRegistry.h"
#include "core/base/InputError.h"
#include "core/engine/Engine.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"
#include "core/session/SessionFactory.h"
#include "core/source/CandidateSourceView.h"
#include "core/source/CompileDiagnostics.h"
#include "core/source/SourceDiff.h"
#include "core/source/UserCandidate.h"
#include "tests/SourceMeasuringBackend.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace augur;

namespace {

const std::string kSoftmaxProblem = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/softmax_rows_f32";
const std::string kSoftmaxDataset = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";

/// A real NVRTC 13 log (sm_90) of a source with two errors and one warning.
const char* const kNvrtcLog = "candidate.cu(5): error: identifier \"undefined_thing\" is undefined\n"
                              "      if (i < n) y[i] = undefined_thing * 2.0f;\n"
                              "                        ^\n\n"
                              "candidate.cu(7): error: expected a \";\"\n  }\n  ^\n\n"
                              "candidate.cu(4): warning #177-D: variable \"unused\" was declared but never referenced\n"
                              "      int unused = 3;\n          ^\n\n"
                              "Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n"
                              "2 errors detected in the compilation of \"candidate.cu\".\n";

const char* const kScaleKernel = "extern \"C\" __global__ void scale(const float* x, float* y, int rows, int cols)\n"
                                 "{\n"
                                 "    long i = (long)blockIdx.x * blockDim.x + threadIdx.x;\n"
                                 "    if (i < (long)rows * cols) y[i] = x[i];\n"
                                 "}\n";
const char* const kScalePlan =
    "{\"launches\": [{\"kernel\": \"scale\", \"grid\": [\"ceil_div(rows*cols, 256)\", 1, 1], "
    "\"block\": [256, 1, 1], \"shared_bytes\": \"0\", \"args\": [\"x\", \"y\", \"rows\", "
    "\"cols\"]}]}";

int countLines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

} // namespace

class TestCandidateSource : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void initTestCase() {
        BackendRegistry::add(test::kSourceMeasuringBackend, [](const Problem&, const SessionConfig&) {
            return std::unique_ptr<MeasurementBackend>(std::make_unique<test::SourceMeasuringBackend>());
        });
    }

    // --- the diff -------------------------------------------------------------------

    void diffOfAKnownPair() {
        const std::string left = "a\nb\nc\nint x = n + 1;\ne\nf\n";
        const std::string right = "a\nb\nc\nint x = n - 1;\nnew line\ne\nf\n";
        const SourceDiff d = SourceDiff::compute(left, right);
        QCOMPARE(d.removed(), 1);
        QCOMPARE(d.added(), 2);
        QCOMPARE(d.unifiedText("a.cu", "b.cu"),
                 std::string("--- a.cu\n+++ b.cu\n@@ -1,6 +1,7 @@\n a\n b\n c\n-int x = n + 1;\n+int x = n - 1;\n"
                             "+new line\n e\n f\n"));
        // The changed word of the pair is the operator, on both sides.
        const DiffLine* removed = nullptr;
        const DiffLine* added = nullptr;
        for (const auto& l : d.lines()) {
            if (l.op == DiffLine::Op::Removed) removed = &l;
            if (l.op == DiffLine::Op::Added && !added) added = &l;
        }
        QVERIFY(removed && added);
        QCOMPARE(removed->leftLine, 4);
        QCOMPARE(added->rightLine, 4);
        QCOMPARE(int(removed->changed.size()), 1);
        QCOMPARE(removed->text.substr(std::size_t(removed->changed[0].begin),
                                      std::size_t(removed->changed[0].end - removed->changed[0].begin)),
                 std::string("+"));
        QCOMPARE(added->text.substr(std::size_t(added->changed[0].begin),
                                    std::size_t(added->changed[0].end - added->changed[0].begin)),
                 std::string("-"));
        // Side by side: the pair on one row, the extra added line against a blank.
        const auto rows = d.sideBySide(false);
        QCOMPARE(int(rows.size()), 7);
        QCOMPARE(d.lines()[std::size_t(rows[3].left)].text, std::string("int x = n + 1;"));
        QCOMPARE(d.lines()[std::size_t(rows[3].right)].text, std::string("int x = n - 1;"));
        QCOMPARE(rows[4].left, -1);
        QCOMPARE(d.lines()[std::size_t(rows[4].right)].text, std::string("new line"));
    }

    void insertedLinesDoNotShiftThePairing() {
        // Two lines inserted before an edited line: the edit pairs with its new version and
        // the inserted lines stand against blanks.
        const std::string left = "begin\n    float v = x[i] * scale;\nend\n";
        const std::string right = "begin\n    // vectorised\n    float4 w = load4(x, i);\n    float v = x[i] * "
                                  "scale * 2.0f;\nend\n";
        const SourceDiff d = SourceDiff::compute(left, right);
        QCOMPARE(d.removed(), 1);
        QCOMPARE(d.added(), 3);
        const auto rows = d.sideBySide(false);
        QCOMPARE(int(rows.size()), 5);
        QCOMPARE(rows[1].left, -1);
        QCOMPARE(rows[2].left, -1);
        QVERIFY(rows[3].left >= 0 && rows[3].right >= 0);
        QCOMPARE(d.lines()[std::size_t(rows[3].left)].text, std::string("    float v = x[i] * scale;"));
        QCOMPARE(d.lines()[std::size_t(rows[3].right)].text, std::string("    float v = x[i] * scale * 2.0f;"));
        const DiffLine& edited = d.lines()[std::size_t(rows[3].right)];
        QCOMPARE(edited.pair, rows[3].left);
        QCOMPARE(edited.text.substr(std::size_t(edited.changed.at(0).begin)), std::string(" * 2.0f;"));
        // The inserted lines have no word marks (they are new as a whole).
        QVERIFY(d.lines()[std::size_t(rows[1].right)].changed.empty());
    }

    void foldKeepsContext() {
        std::string left, right;
        for (int i = 1; i <= 200; ++i) {
            left += "line " + std::to_string(i) + "\n";
            right += (i == 100 ? std::string("changed") : "line " + std::to_string(i)) + "\n";
        }
        const SourceDiff d = SourceDiff::compute(left, right);
        const auto rows = d.sideBySide(true);
        // fold(96) + 3 context + the pair + 3 context + fold(97)
        QCOMPARE(int(rows.size()), 9);
        QCOMPARE(rows.front().folded, 96);
        QCOMPARE(rows.back().folded, 97);
        QCOMPARE(d.lines()[std::size_t(rows[1].left)].leftLine, 97);
        const auto unified = d.unified(true);
        QCOMPARE(int(unified.size()), 10); // the pair takes two lines
        QCOMPARE(unified.front(), -96 - 1);
        QVERIFY(d.unifiedText("l", "r").find("@@ -97,7 +97,7 @@") != std::string::npos);
    }

    void identicalAndOversized() {
        QVERIFY(SourceDiff::compute("x\ny\n", "x\ny\n").identical());
        QVERIFY(SourceDiff::compute("x\ny\n", "x\ny\n").unifiedText("a", "b").empty());
        SourceDiffLimits small;
        small.maxBytes = 1000;
        const SourceDiff refused = SourceDiff::compute(std::string(5000, 'x'), "y", small);
        QVERIFY(!refused.refused().empty());
        QVERIFY(refused.lines().empty());
        // A pasted 5 MB one-liner against a real kernel: bounded (whole-line marks), not refused.
        const SourceDiff blob = SourceDiff::compute(kScaleKernel, std::string(5u << 20, 'a') + "\n");
        QCOMPARE(blob.added(), 1);
        QCOMPARE(blob.removed(), 5);
    }

    // --- the source views -----------------------------------------------------------

    void templateCandidateIsInstantiated() {
        const Problem p = ProblemLoader::load(kSoftmaxProblem);
        Candidate parent, child;
        parent.id = 1;
        parent.origin = Origin::Tuner;
        parent.configuration = {256, 0, 1, 1}; // BLOCK, CACHE, ONLINE, VEC (name order)
        child = parent;
        child.id = 2;
        child.parent = 1;
        child.configuration = {256, 0, 1, 4}; // VEC 1 -> 4
        const CandidateSourceView v = viewCandidateSource(p, child, &parent);
        QCOMPARE(v.kind, CandidateSourceView::Kind::Template);
        QCOMPARE(v.prologueLines, 4);
        QVERIFY(v.text.rfind("#define BLOCK 256\n#define CACHE 0\n#define ONLINE 1\n#define VEC 4\n", 0) == 0);
        QCOMPARE(v.changedParameters, std::vector<std::string>{"VEC"});
        // Touched: the VEC #define and every template line using the token VEC (counted here
        // with a regular expression, independently of the implementation).
        std::vector<int> expected{4};
        const QStringList lines = QString::fromStdString(p.tunableSource).split(QLatin1Char('\n'));
        const QRegularExpression token(QStringLiteral("\\bVEC\\b"));
        for (int i = 0; i < lines.size(); ++i)
            if (token.match(lines[i]).hasMatch()) expected.push_back(i + 1 + 4);
        QVERIFY(expected.size() > 10);
        QCOMPARE(v.touchedLines, expected);
        // The plan at this configuration: one launch of 16384 blocks of 256 threads.
        QCOMPARE(int(v.launches.size()), 1);
        QCOMPARE(v.launches[0].kernel, std::string("softmax_tuned"));
        QCOMPARE(v.launches[0].grid[0], 16384LL);
        QCOMPARE(v.launches[0].block[0], 256LL);
        QCOMPARE(v.launches[0].sharedBytes, 0LL);
        QVERIFY(v.launchError.empty());
        // CACHE=1 needs cols*4 bytes of dynamic shared memory.
        child.configuration = {256, 1, 1, 4};
        QCOMPARE(viewCandidateSource(p, child, &parent).launches.at(0).sharedBytes, 4096LL * 4);
        // Without a parent every parameter counts as changed.
        QCOMPARE(int(viewCandidateSource(p, child, nullptr).changedParameters.size()), 4);
    }

    void referenceFreeFormAndUnavailable() {
        const Problem p = ProblemLoader::load(kSoftmaxProblem);
        Candidate ref;
        ref.id = 0;
        ref.origin = Origin::Reference;
        const CandidateSourceView r = viewCandidateSource(p, ref, nullptr);
        QCOMPARE(r.kind, CandidateSourceView::Kind::Reference);
        QCOMPARE(r.text, p.referenceSource);
        QCOMPARE(r.launches.at(0).kernel, std::string("softmax_ref"));
        QCOMPARE(r.launches.at(0).grid[0], 16384LL);

        Candidate user;
        user.id = 5;
        user.origin = Origin::User;
        user.source = kScaleKernel;
        user.launchesJson = kScalePlan;
        const CandidateSourceView u = viewCandidateSource(p, user, &ref);
        QCOMPARE(u.kind, CandidateSourceView::Kind::FreeForm);
        QCOMPARE(u.launches.at(0).grid[0], (16384LL * 4096 + 255) / 256);
        user.launchesJson = "{\"launches\": [{\"kernel\": \"scale\", \"grid\": [1,1,1], \"block\": [32,1,1], "
                            "\"args\": [\"x\", \"nothing\"]}]}";
        const CandidateSourceView bad = viewCandidateSource(p, user, &ref);
        QVERIFY(bad.launches.empty());
        QVERIFY2(bad.launchError.find("nothing") != std::string::npos, bad.launchError.c_str());

        Candidate rejected;
        rejected.origin = Origin::Llm;
        rejected.rejection = std::make_shared<ReplyRejection>(ReplyRejection{"no JSON", "prose"});
        QCOMPARE(viewCandidateSource(p, rejected, nullptr).kind, CandidateSourceView::Kind::Unavailable);
    }

    void editablePlanOfATemplateKeepsSizesSymbolic() {
        const Problem p = ProblemLoader::load(kSoftmaxProblem);
        Candidate c;
        c.id = 3;
        c.origin = Origin::Tuner;
        c.configuration = {512, 1, 0, 2};
        const std::string plan = editableLaunches(p, c);
        const auto j = nlohmann::json::parse(plan);
        QCOMPARE(j["launches"][0]["block"][0].get<std::string>(), std::string("512"));
        QCOMPARE(j["launches"][0]["shared_bytes"].get<std::string>(), std::string("1*cols*4"));
        QCOMPARE(j["launches"][0]["grid"][0].get<std::string>(), std::string("rows"));
        // The instantiated source with this plan is a valid free-form candidate.
        UserCandidateRequest r;
        r.parent = 3;
        r.source = editableSource(p, c);
        r.launchesJson = plan;
        const auto problem = checkUserCandidate(p, r, true);
        QVERIFY2(!problem, problem ? (problem->field + ": " + problem->message).c_str() : "");
        QCOMPARE(substituteParameters("(n+BLOCK-1)/BLOCK*VEC2+1e3", p.space, c.configuration),
                 std::string("(n+512-1)/512*VEC2+1e3"));
    }

    // --- compiler messages ----------------------------------------------------------

    void nvrtcLogToLines() {
        const auto d = parseCompileLog(kNvrtcLog);
        QCOMPARE(int(d.size()), 3);
        QCOMPARE(d[0].line, 5);
        QCOMPARE(d[0].severity, CompileDiagnostic::Severity::Error);
        QCOMPARE(d[0].message, std::string("identifier \"undefined_thing\" is undefined"));
        QCOMPARE(d[1].line, 7);
        QCOMPARE(d[1].message, std::string("expected a \";\""));
        QCOMPARE(d[2].severity, CompileDiagnostic::Severity::Warning);
        QCOMPARE(d[2].line, 4);
        const auto ptxas = parseCompileLog("ptxas error   : Entry function 'k' uses too much shared data (0x40000 "
                                           "bytes, 0xc000 max)\n");
        QCOMPARE(int(ptxas.size()), 1);
        QCOMPARE(ptxas[0].line, 0);
        QVERIFY(ptxas[0].message.rfind("ptxas: Entry function", 0) == 0);
        QVERIFY(parseCompileLog("").empty());
        QCOMPARE(int(parseCompileLog(std::string(300, '\n') + "x.cu(99999999999): error: big\n").size()), 0);
    }

    // --- checks on the engineer's candidate ------------------------------------------

    void badRequestsAreRefusedWithTheField_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("plan");
        QTest::addColumn<QString>("field");
        QTest::addColumn<int>("line");
        const QString good = QString::fromLatin1(kScaleKernel), plan = QString::fromLatin1(kScalePlan);
        QTest::newRow("empty") << QStringLiteral("  \n\t") << plan << "source" << 0;
        QTest::newRow("5 MB paste") << QString(5 << 20, QLatin1Char('x')) << plan << "source" << 0;
        QTest::newRow("missing kernel") << good
                                        << QString(plan).replace(QStringLiteral("\"scale\""),
                                                                 QStringLiteral("\"scale2\""))
                                        << "launches[0].kernel" << 0;
        QTest::newRow("not extern C") << QString(good).replace(QStringLiteral("extern \"C\" "), QString()) << plan
                                      << "launches[0].kernel" << 1;
        QTest::newRow("missing buffer") << good
                                        << QString(plan).replace(QStringLiteral("\"y\""), QStringLiteral("\"out\""))
                                        << "launches[0].args[1]" << 0;
        QTest::newRow("bad json") << good << QStringLiteral("{\"launches\": [") << "launches" << 0;
        QTest::newRow("no launch") << good << QStringLiteral("{\"launches\": []}") << "launches" << 0;
    }
    void badRequestsAreRefusedWithTheField() {
        QFETCH(QString, source);
        QFETCH(QString, plan);
        QFETCH(QString, field);
        QFETCH(int, line);
        const Problem p = ProblemLoader::load(kSoftmaxProblem);
        UserCandidateRequest r;
        r.parent = 0;
        r.source = source.toStdString();
        r.launchesJson = plan.toStdString();
        const auto problem = checkUserCandidate(p, r, true);
        QVERIFY(problem);
        QVERIFY2(problem->field.rfind(field.toStdString(), 0) == 0, (problem->field + ": " + problem->message).c_str());
        QVERIFY(!problem->message.empty());
        QCOMPARE(problem->line, line);
    }
    void nulAndInvalidUtf8AndParent() {
        const Problem p = ProblemLoader::load(kSoftmaxProblem);
        UserCandidateRequest r;
        r.launchesJson = kScalePlan;
        r.source = std::string(kScaleKernel) + "// ok\n" + std::string(1, '\0');
        QCOMPARE(checkUserCandidate(p, r, true)->line, 7);
        r.source = std::string(kScaleKernel) + "\n// caf\xc3\n";
        QCOMPARE(checkUserCandidate(p, r, true)->field, std::string("source"));
        QCOMPARE(checkUserCandidate(p, r, true)->line, 7);
        r.source = kScaleKernel;
        QCOMPARE(checkUserCandidate(p, r, false)->field, std::string("parent"));
        QVERIFY(!checkUserCandidate(p, r, true));
    }

    // --- the round trip through the engine and the session file ----------------------

    void addedCandidateIsMeasuredAndStored() {
        SessionConfig c;
        c.problemPath = kSoftmaxProblem;
        c.backend = test::kSourceMeasuringBackend;
        c.strategy = SearchStrategy::MeasureAll;
        c.maxMeasurements = 3;
        const std::string path = dir_.filePath(QStringLiteral("user.augur")).toStdString();
        {
            auto engine = SessionFactory::create(c, path);
            engine->run();
            engine->rethrowIfFailed();
            QVERIFY(engine->stopReason().find("budget") != std::string::npos);
        }
        std::size_t before = 0;
        CandidateId added = kNoCandidate;
        {
            // The budget is used: the engineer's candidate is measured anyway, then the run ends.
            auto engine = SessionFactory::resume(path);
            before = engine->session().size();
            std::optional<CandidateRequestAnswered> answer;
            engine->setListener([&](const EngineEvent& e) {
                if (const auto* a = std::get_if<CandidateRequestAnswered>(&e)) answer = *a;
            });
            UserCandidateRequest r;
            r.parent = 0;
            r.source = kScaleKernel;
            r.launchesJson = kScalePlan;
            r.tag = 42;
            engine->post(addCandidateRequest(r, true));
            engine->run();
            engine->rethrowIfFailed();
            QVERIFY(answer);
            QCOMPARE(answer->tag, std::uint64_t(42));
            QVERIFY2(answer->candidate != kNoCandidate, answer->refusal.c_str());
            added = answer->candidate;
            QCOMPARE(engine->session().size(), before + 1);
            QVERIFY2(engine->stopReason().find("added candidate") != std::string::npos, engine->stopReason().c_str());
        }
        // Read back from the file: origin user, parent 0, the source, measured at S = 1.5.
        auto reopened = SessionFactory::resume(path, false);
        const Candidate& u = reopened->session().at(added);
        QCOMPARE(u.origin, Origin::User);
        QCOMPARE(u.parent, CandidateId(0));
        QCOMPARE(u.depth, 1);
        QCOMPARE(u.source, std::string(kScaleKernel));
        QCOMPARE(u.state, CandidateState::Measured);
        QVERIFY(u.measurement && u.measurement->ok());
        QCOMPARE(u.measurement->speedup, 1.5);
        QCOMPARE(u.override, OverrideKind::MeasureNow);
    }

    void compileErrorAndReplayRefusal() {
        SessionConfig c;
        c.problemPath = kSoftmaxProblem;
        c.backend = test::kSourceMeasuringBackend;
        c.strategy = SearchStrategy::MeasureAll;
        c.maxMeasurements = 1;
        const std::string path = dir_.filePath(QStringLiteral("err.augur")).toStdString();
        {
            auto engine = SessionFactory::create(c, path);
            UserCandidateRequest r;
            r.parent = 0;
            r.source = std::string(kScaleKernel) + "#error no\n";
            r.launchesJson = kScalePlan;
            // Posted before the run: the reference is measured first, then this.
            engine->post(addCandidateRequest(r, true));
            engine->run();
            engine->rethrowIfFailed();
            const Candidate* failed = nullptr;
            for (const auto& cand : engine->session().candidates())
                if (cand.origin == Origin::User) failed = &cand;
            QVERIFY(failed);
            QCOMPARE(failed->state, CandidateState::Failed);
            QCOMPARE(failed->measurement->status, MeasurementStatus::CompileError);
            const auto d = parseCompileLog(failed->measurement->report->candidateCompile->log);
            QCOMPARE(d.at(0).line, 3);
        }
        SessionConfig replay;
        replay.datasetPath = kSoftmaxDataset;
        replay.maxMeasurements = 2;
        auto engine = SessionFactory::create(replay, "");
        std::optional<CandidateRequestAnswered> answer;
        engine->setListener([&](const EngineEvent& e) {
            if (const auto* a = std::get_if<CandidateRequestAnswered>(&e)) answer = *a;
        });
        UserCandidateRequest r;
        r.parent = 0;
        r.source = kScaleKernel;
        r.launchesJson = kScalePlan;
        engine->post(addCandidateRequest(r, true));
        engine->run();
        QVERIFY(answer);
        QCOMPARE(answer->candidate, kNoCandidate);
        QCOMPARE(answer->field, std::string("backend"));
        QVERIFY(answer->refusal.find("replay") != std::string::npos);
        for (const auto& cand : engine->session().candidates()) QVERIFY(cand.origin != Origin::User);
    }
};

QTEST_GUILESS_MAIN(TestCandidateSource)
#include "tst_candidate_source.moc"
