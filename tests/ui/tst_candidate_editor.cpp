// "Edit as new candidate", end to end and offscreen: the editor starts from the selected
// candidate's source as it compiles, a submitted kernel becomes a child with origin user
// that is measured at once, a finished session is continued for it, a replay session
// keeps "Submit and measure" off with the reason, and bad input (empty source, a 5 MB paste, a plan naming a
// missing kernel, a source that does not compile) is refused where it belongs, with the
// editor's text and the session kept.
#include "core/backend/BackendRegistry.h"
#include "core/problem/MeasureJob.h"
#include "core/session/LiveSession.h"
#include "core/source/UserCandidate.h"
#include "gpu/compile/NvrtcKernelCompiler.h"
#include "ui/session/CandidateEditing.h"
#include "ui/kernel/CandidateEditor.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/session/SessionCommands.h"
#include "tests/SourceMeasuringBackend.h"

#include "ui/kernel/Qsci.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace augur;

namespace {

const std::string kProblem = AUGUR_SOURCE_DIR "/resources/problems/softmax_rows_f32";
const std::string kDataset = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";

SessionConfig sourceSession(int budget) {
    SessionConfig c;
    c.problemPath = kProblem;
    c.backend = test::kSourceMeasuringBackend;
    c.strategy = SearchStrategy::MeasureAll;
    c.maxMeasurements = budget;
    return c;
}

ui::CandidateEditor* openOn(ui::MainWindow& w, CandidateId id) {
    w.selectCandidate(id);
    return w.candidateEditing()->openEditor(id);
}

} // namespace

class TestCandidateEditor : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void initTestCase() {
        BackendRegistry::add(test::kSourceMeasuringBackend, [](const Problem&, const SessionConfig&) {
            return std::unique_ptr<MeasurementBackend>(std::make_unique<test::SourceMeasuringBackend>());
        });
    }

    void templateCandidateToMeasuredChild() {
        SessionConfig c = sourceSession(4);
        c.maxMeasurements = 1000; // runs while the engineer edits
        test::SourceMeasuringBackend::delayMs = 100;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(w.candidateModel()->candidate(1) != nullptr, 20000);
        controller->pause();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isPaused(), 20000);
        const Candidate parent = *w.candidateModel()->candidate(1);
        QVERIFY(!parent.configuration.empty());
        w.selectCandidate(1);
        auto* action = w.candidateEditing()->editAction();
        QVERIFY(action->isEnabled());
        action->trigger();
        QCOMPARE(int(w.candidateEditing()->editors().size()), 1);
        ui::CandidateEditor* e = w.candidateEditing()->editors().front();
        // The template as it compiles: the #define of each parameter first.
        QVERIFY(e->sourceEditor()->text().startsWith(QStringLiteral("#define BLOCK ")));
        QVERIFY(e->planEditor()->text().contains(QStringLiteral("softmax_tuned")));
        // An edit, submitted: a child of #1 with origin user, measured while paused.
        e->sourceEditor()->setText(e->sourceEditor()->text() + QStringLiteral("\n// hand-tuned\n"));
        QSignalSpy answered(controller, &ui::EngineController::candidateRequestAnswered);
        e->submitButton()->click();
        QVERIFY(!e->submitButton()->isEnabled()); // one request at a time
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 20000);
        const CandidateId added = e->addedCandidate();
        QVERIFY(added > 1);
        QTRY_VERIFY_WITH_TIMEOUT(w.candidateModel()->candidate(added) &&
                                     w.candidateModel()->candidate(added)->state == CandidateState::Measured,
                                 20000);
        const Candidate* u = w.candidateModel()->candidate(added);
        QCOMPARE(u->origin, Origin::User);
        QCOMPARE(u->parent, CandidateId(1));
        QVERIFY(u->source.find("// hand-tuned") != std::string::npos);
        QTRY_VERIFY(e->statusLabel()->text().contains(QStringLiteral("S = 1.500×")));
        QVERIFY(e->statusLabel()->text().contains(QStringLiteral("µs")));
        // "Show in tree" selects it.
        Q_EMIT e->showCandidate(added);
        QCOMPARE(w.selectedCandidate(), added);
        controller->stop();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);
        test::SourceMeasuringBackend::delayMs = 0;
    }

    void badInputIsShownWhereItBelongs() {
        auto* controller = new ui::EngineController(LiveSession::create(sourceSession(2), ""));
        ui::MainWindow w(controller);
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);
        const std::size_t before = w.candidateModel()->candidates().size();
        ui::CandidateEditor* e = openOn(w, 0);
        QVERIFY(e);
        const QString reference = e->sourceEditor()->text();
        QVERIFY(reference.contains(QStringLiteral("softmax_ref")));

        // Empty source: refused before anything is sent; nothing else changes.
        e->sourceEditor()->setText(QStringLiteral("   \n"));
        e->submit();
        QVERIFY(e->statusLabel()->text().contains(QStringLiteral("source: the source is empty")));
        QVERIFY(e->submitButton()->isEnabled());

        // A 5 MB paste: refused with its size; the pasted text stays in the editor.
        const QString paste(5 << 20, QLatin1Char('x'));
        e->sourceEditor()->setText(paste);
        e->submit();
        QVERIFY2(e->statusLabel()->text().contains(QStringLiteral("5.0 MiB")), qPrintable(e->statusLabel()->text()));
        QCOMPARE(e->sourceEditor()->text().size(), paste.size());

        // A plan naming a kernel the source does not define: under the plan.
        e->sourceEditor()->setText(reference);
        e->planEditor()->setText(
            e->planEditor()->text().replace(QStringLiteral("softmax_ref"), QStringLiteral("softmax_gone")));
        e->submit();
        QVERIFY2(e->planStatusLabel()->text().startsWith(QStringLiteral("launches[0].kernel: 'softmax_gone'")),
                 qPrintable(e->planStatusLabel()->text()));
        QCOMPARE(w.candidateModel()->candidates().size(), before);

        // A source the compiler refuses (the finished session is continued for it): the error
        // is marked at its line and the text is kept.
        e->planEditor()->setText(
            e->planEditor()->text().replace(QStringLiteral("softmax_gone"), QStringLiteral("softmax_ref")));
        const QString broken = QStringLiteral("// a\n// b\n#error no\n") + reference;
        e->sourceEditor()->setText(broken);
        e->submit();
        // In memory only and finished: it cannot be continued; said so, text kept.
        QTRY_VERIFY(e->statusLabel()->text().contains(QStringLiteral("memory")));
        QCOMPARE(e->sourceEditor()->text(), broken);
    }

    void finishedSessionIsContinuedForTheCandidate() {
        const QString file = dir_.filePath(QStringLiteral("finished.augur"));
        auto* controller = new ui::EngineController(LiveSession::create(sourceSession(2), file.toStdString()));
        ui::MainWindow w(controller);
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);
        ui::CandidateEditor* e = openOn(w, 0);
        const QString broken = QStringLiteral("// a\n// b\n#error no\n") + e->sourceEditor()->text();
        e->sourceEditor()->setText(broken);
        QSignalSpy opened(w.sessionCommands(), &ui::SessionCommands::sessionOpened);
        e->submit();
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 20000);
        QVERIFY(w.controller() != controller);
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isFinished(), 20000);
        const CandidateId added = e->addedCandidate();
        QVERIFY(added > 0);
        QTRY_VERIFY(w.candidateModel()->candidate(added) &&
                    w.candidateModel()->candidate(added)->state == CandidateState::Failed);
        QTRY_COMPARE(e->errorLines(), std::vector<int>{3});
        QVERIFY2(e->statusLabel()->text().contains(QStringLiteral("1 error(s) marked")),
                 qPrintable(e->statusLabel()->text()));
        QCOMPARE(e->sourceEditor()->text(), broken);
        // Fixed and submitted again: the continued session is finished again, and continues.
        e->sourceEditor()->setText(broken.mid(broken.indexOf(QStringLiteral("#error no\n")) + 10));
        e->submit();
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 2, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isFinished(), 20000);
        const CandidateId second = e->addedCandidate();
        QVERIFY(second > added);
        QTRY_VERIFY(w.candidateModel()->candidate(second) &&
                    w.candidateModel()->candidate(second)->state == CandidateState::Measured);
        QVERIFY(e->errorLines().empty());
    }

    void replaySessionRefusesWithTheReason() {
        SessionConfig c;
        c.datasetPath = kDataset;
        c.maxMeasurements = 30;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        controller->pause(); // applied right after the reference is measured
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isPaused() && w.candidateModel()->candidate(0) != nullptr, 20000);
        ui::CandidateEditor* e = openOn(w, 0);
        QVERIFY(e);
        // Said up front; the backend cannot measure a source, so "Submit and measure" is
        // off with the reason as its tool tip, and a submit() changes nothing.
        bool said = false;
        for (const QLabel* l : e->findChildren<QLabel*>())
            said = said || (l->isVisibleTo(e) && l->text().contains(QStringLiteral("replays recorded measurements")));
        QVERIFY(said);
        QVERIFY(!controller->measuresSource());
        QVERIFY(!e->submitButton()->isEnabled());
        QVERIFY2(e->submitButton()->toolTip().contains(QStringLiteral("cannot measure a new source")),
                 qPrintable(e->submitButton()->toolTip()));
        const std::size_t before = w.candidateModel()->candidates().size();
        const QString text = e->sourceEditor()->text();
        QSignalSpy submitted(e, &ui::CandidateEditor::submitted);
        e->submit();
        QCOMPARE(submitted.count(), 0);
        QCOMPARE(e->sourceEditor()->text(), text);
        QCOMPARE(w.candidateModel()->candidates().size(), before);
        controller->stop();
    }

    void realCompilerMarksTheLine() {
        std::string why;
        auto compiler = gpu::NvrtcKernelCompiler::tryCreate(&why);
        if (!compiler) QSKIP(qPrintable(QStringLiteral("NVRTC unavailable: ") + QString::fromStdString(why)));
        auto* controller = new ui::EngineController(LiveSession::create(sourceSession(1), ""));
        ui::MainWindow w(controller);
        w.setKernelCompiler(compiler, QString());
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);
        ui::CandidateEditor* e = openOn(w, 0);
        QVERIFY(e->checkButton()->isEnabled());
        QString text = e->sourceEditor()->text();
        // Line 5 of the reference gets an undefined identifier.
        QStringList lines = text.split(QLatin1Char('\n'));
        lines.insert(4, QStringLiteral("int broken = undefined_thing;"));
        e->sourceEditor()->setText(lines.join(QLatin1Char('\n')));
        e->checkCompile();
        QTRY_VERIFY_WITH_TIMEOUT(!e->errorLines().empty(), 60000);
        QCOMPARE(e->errorLines(), std::vector<int>{5});
        QVERIFY(e->statusLabel()->text().contains(QStringLiteral("sm_90")));
        // The untouched reference compiles, with its registers.
        e->sourceEditor()->setText(text);
        e->checkCompile();
        QTRY_VERIFY_WITH_TIMEOUT(e->statusLabel()->text().contains(QStringLiteral("registers")), 60000);
        QVERIFY(e->errorLines().empty());
    }
};

QTEST_MAIN(TestCandidateEditor)
#include "tst_candidate_editor.moc"
