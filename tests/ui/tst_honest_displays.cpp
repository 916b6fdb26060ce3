// Displays that tell the truth: a no-information prior is shown as a prior (no predicted
// bin), File > New session starts from the defaults and not from the session on screen,
// the status bar names backend, generator and surrogate, overrides are offered only where
// the engine can act on them, and a finished session's threshold slider says why it is off.
#include "core/engine/EngineEvent.h"
#include "core/session/LiveSession.h"
#include "ui/charts/BinHistogram.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/DeferralPanel.h"
#include "ui/session/EngineController.h"
#include "ui/session/ForecastPanel.h"
#include "ui/window/MainWindow.h"
#include "ui/charts/ReliabilityDiagram.h"
#include "ui/session/SessionCommands.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QStatusBar>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace augur;

namespace {

const std::string kDataset = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";

QAction* action(ui::MainWindow& w, const char* name) { return w.findChild<QAction*>(QString::fromLatin1(name)); }

bool anyLabelContains(QWidget* w, const QString& text) {
    for (const QLabel* l : w->findChildren<QLabel*>())
        if (l->text().contains(text)) return true;
    return false;
}

} // namespace

class TestHonestDisplays : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void finishedSession() {
        SessionConfig c;
        c.datasetPath = kDataset;
        c.maxMeasurements = 12;
        c.seed = 3;
        c.childrenPerExpansion = 3;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 30000);

        // The status bar names what produces candidates and forecasts.
        const auto* session = w.findChild<QLabel*>(QStringLiteral("sessionLabel"));
        QVERIFY(session);
        QCOMPARE(session->text(), QStringLiteral("Backend: replay   Generator: tuner   Surrogate: features"));

        // Beside it, the pace of the session and the median time of a measurement, here the
        // phase times the H200 dataset recorded with each configuration.
        std::vector<double> totals;
        for (const Candidate& cand : w.candidateModel()->candidates())
            if (cand.measurement && cand.measurement->report.json().contains("phases_ms"))
                totals.push_back(cand.measurement->report.json()["phases_ms"]["total"].get<double>());
        QVERIFY(totals.size() >= 12);
        std::sort(totals.begin(), totals.end());
        const std::size_t n = totals.size();
        const double median = n % 2 ? totals[n / 2] : (totals[n / 2 - 1] + totals[n / 2]) / 2;
        const auto* cost = w.findChild<QLabel*>(QStringLiteral("measurementCostLabel"));
        QVERIFY(cost && !cost->isHidden());
        // A replay's own pace is the replay's: the label gives the rate the recorded times give.
        QCOMPARE(cost->text(),
                 QStringLiteral("Recorded measurements: %1/min per GPU, median %2 ms")
                     .arg(60000.0 / median, 0, 'f', 0)
                     .arg(median, 0, 'f', 0));
        QVERIFY2(cost->toolTip().startsWith(
                     QStringLiteral("Median GPU time per measurement, over %1 measurement(s) with phase times: %2 ms\n"
                                    "compile ")
                         .arg(n)
                         .arg(median, 0, 'f', 0)) &&
                     cost->toolTip().contains(QStringLiteral("The phase times are those the dataset recorded")),
                 qPrintable(cost->toolTip()));

        // New session starts from the defaults, not from this session's seed and children.
        const SessionConfig start = w.sessionCommands()->dialogStart();
        QCOMPARE(start.seed, SessionConfig{}.seed);
        QCOMPARE(start.childrenPerExpansion, SessionConfig{}.childrenPerExpansion);
        QCOMPARE(start.generator, GeneratorKind::Tuner);
        QVERIFY(start.seed != c.seed);

        // A prior is shown as one: no predicted bin, the prior's mean said to be no prediction.
        const Candidate* prior = nullptr;
        for (const Candidate& cand : w.candidateModel()->candidates())
            if (cand.id != kNoCandidate && cand.forecast && cand.forecast->prior) {
                prior = &cand;
                break;
            }
        QVERIFY2(prior, "the first forecasts of a session are priors");
        w.selectCandidate(prior->id);
        QVERIFY(anyLabelContains(w.forecastPanel(), QStringLiteral("no prediction yet: a wide prior")));
        QVERIFY(anyLabelContains(w.forecastPanel(), QStringLiteral("not a prediction")));
        QVERIFY(!anyLabelContains(w.forecastPanel(), QStringLiteral("predicted bin")));
        QCOMPARE(w.forecastPanel()->findChild<ui::BinHistogram*>()->predictedBin(), 0);
        const int row = w.candidateModel()->rowOf(prior->id);
        QCOMPARE(w.candidateModel()->index(row, ui::CandidateModel::ColPredictedBin).data().toString(),
                 QStringLiteral("prior"));

        // Finished: no override, and the slider is off with the reason.
        for (const char* name : {"actionMeasureNow", "actionAcceptForecast", "actionExclude", "actionExpandFrom"})
            QVERIFY2(!action(w, name)->isEnabled(), name);
        const auto* slider = w.deferralPanel()->findChild<QSlider*>(QStringLiteral("thresholdSlider"));
        QVERIFY(!slider->isEnabled());
        QVERIFY(slider->toolTip().contains(QStringLiteral("finished")));
        QVERIFY(anyLabelContains(w.deferralPanel(), QStringLiteral("would change no decision")));

        // A notice (budget, retrain, empty expand, refusal) reaches the status bar, not only the log.
        // Tick labels of the calibration diagram are exact at the quarters.
        QCOMPARE(ui::ReliabilityDiagram::tickLabel(0.25), QStringLiteral("0.25"));
        QCOMPARE(ui::ReliabilityDiagram::tickLabel(0.75), QStringLiteral("0.75"));
        QCOMPARE(ui::ReliabilityDiagram::tickLabel(1.0), QStringLiteral("1"));
        QVERIFY(isNotice(LogTopic::Budget) && isNotice(LogTopic::Redecided) && isNotice(LogTopic::ExpandNone) &&
                !isNotice(LogTopic::Measured));
        Q_EMIT controller->notice(
            QStringLiteral("3 deferred candidates accepted on forecast: no measurement budget left"));
        QCOMPARE(w.currentNotice(),
                 QStringLiteral("3 deferred candidates accepted on forecast: no measurement budget left"));
    }

    void thresholdMidRunSaysWhatItChanged() {
        SessionConfig c;
        c.datasetPath = kDataset;
        c.maxMeasurements = 30;
        c.replayDelayMs = 40; // paced, so the threshold moves while the session runs
        c.strategy = SearchStrategy::Puct;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->stats().measured >= 6, 30000);
        Q_EMIT w.deferralPanel()->thresholdRequested(0.05);
        QTRY_VERIFY_WITH_TIMEOUT(w.currentNotice().startsWith(QStringLiteral("deferral threshold 0.05: ")), 10000);
        const QString notice = w.currentNotice();
        QVERIFY2(notice.contains(QStringLiteral("accepted candidate(s) now deferred")) &&
                     notice.contains(QStringLiteral("deferred candidate(s) now accepted")) &&
                     notice.contains(QStringLiteral("waiting for measurement")),
                 qPrintable(notice));
        controller->stop();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);

        // A measured candidate's time per run, with its spread and samples, and its interval of S.
        const Candidate* measured = nullptr;
        for (const Candidate& cand : w.candidateModel()->candidates())
            if (cand.id > 0 && cand.measurement && cand.measurement->ok()) measured = &cand;
        QVERIFY(measured);
        w.selectCandidate(measured->id);
        const QString time = w.forecastPanel()->findChild<QLabel*>(QStringLiteral("forecastTime"))->text();
        QVERIFY2(time.contains(QStringLiteral(" µs (IQR ")) && time.contains(QStringLiteral(" samples); reference ")),
                 qPrintable(time));
        QVERIFY(time.contains(QString::number(measured->measurement->samples)));
        const QString s = w.forecastPanel()->findChild<QLabel*>(QStringLiteral("forecastMeasured"))->text();
        QVERIFY2(s.startsWith(QString::number(measured->measurement->speedup, 'f', 3) + QStringLiteral("× [")),
                 qPrintable(s));
    }

    void overridesOnlyWhereTheyAct() {
        SessionConfig c;
        c.datasetPath = kDataset;
        c.maxMeasurements = 60;
        auto* controller = new ui::EngineController(LiveSession::create(c, ""));
        ui::MainWindow w(controller);
        controller->start();
        // Paused once a measured candidate and an unmeasured forecast one exist.
        auto find = [&](auto pred) -> const Candidate* {
            for (const Candidate& cand : w.candidateModel()->candidates())
                if (cand.id > 0 && pred(cand)) return &cand;
            return nullptr;
        };
        auto measured = [](const Candidate& x) { return x.state == CandidateState::Measured; };
        auto accepted = [](const Candidate& x) {
            return x.state == CandidateState::Accepted && x.forecast && x.override == OverrideKind::None;
        };
        // A retrain can re-decide an accepted candidate between the check and the pause (an
        // incumbent challenge is deferred again): pause, and run on if the pair went away.
        for (int attempt = 0;; ++attempt) {
            QTRY_VERIFY_WITH_TIMEOUT(find(measured) && find(accepted), 30000);
            controller->pause();
            QTRY_VERIFY_WITH_TIMEOUT(controller->isPaused() || controller->isFinished(), 30000);
            if (controller->isFinished()) QSKIP("the session finished before it could be paused");
            // The model already holds what the engine published before it paused: the
            // controller hands events over in order, the pause last.
            if (find(measured) && find(accepted)) break;
            QVERIFY2(attempt < 10, "no accepted candidate stayed accepted across ten pauses");
            // Look again once the engine has changed something.
            QSignalSpy changed(controller, &ui::EngineController::candidatesChanged);
            controller->resume();
            QTRY_VERIFY_WITH_TIMEOUT(changed.count() > 0 || controller->isFinished(), 30000);
        }
        const CandidateId m = find(measured)->id, a = find(accepted)->id;

        w.selectCandidate(0); // the reference: nothing to override
        for (const char* name : {"actionMeasureNow", "actionAcceptForecast", "actionExclude"})
            QVERIFY2(!action(w, name)->isEnabled(), name);
        w.selectCandidate(m); // measured: it can be excluded, not measured again or accepted
        QVERIFY(!action(w, "actionMeasureNow")->isEnabled());
        QVERIFY(!action(w, "actionAcceptForecast")->isEnabled());
        QVERIFY(action(w, "actionExclude")->isEnabled());
        w.selectCandidate(a); // accepted on forecast: it can be measured now
        QVERIFY(action(w, "actionMeasureNow")->isEnabled());
        QVERIFY(action(w, "actionExclude")->isEnabled());
        QVERIFY(w.deferralPanel()->findChild<QSlider*>(QStringLiteral("thresholdSlider"))->isEnabled());
        controller->stop();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 30000);
    }
};

QTEST_MAIN(TestHonestDisplays)
#include "tst_honest_displays.moc"
