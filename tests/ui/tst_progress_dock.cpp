// The Progress dock (ui/ProgressPanel.h): a live session's curve ends at the measurements
// spent, not at the budget; the x axis switches to wall time; sessions of the same problem
// are laid over it and one of another problem is refused with a line naming it; the plot
// exports as PNG, SVG and CSV. On the project's own H200 softmax dataset.
#include "core/session/SearchCurves.h"
#include "core/session/SessionFactory.h"
#include "ui/session/ProgressPanel.h"
#include "ui/charts/SearchProgressView.h"

#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace augur;

namespace {
const std::string kSoftmax = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";
const std::string kLayernorm = AUGUR_SOURCE_DIR "/resources/datasets/h200/layernorm_rows_f32.json.gz";

/// Runs a session of `budget` measurements into `path` and returns its candidates.
std::vector<Candidate> runSession(const std::string& dataset, int budget, std::uint64_t seed, const std::string& path) {
    SessionConfig c;
    c.datasetPath = dataset;
    c.maxMeasurements = budget;
    c.seed = seed;
    auto e = SessionFactory::create(c, path);
    e->run();
    e->rethrowIfFailed();
    return e->session().candidates();
}
} // namespace

class TestProgressDock : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::vector<Candidate> candidates_;
    SessionConfig config_;

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        candidates_ = runSession(kSoftmax, 12, 1, dir_.filePath("live.augur").toStdString());
        config_.datasetPath = kSoftmax;
        config_.maxMeasurements = 40; // the budget is larger than what was spent: a session still running
    }

    void curveEndsAtMeasurementsSpent() {
        ui::ProgressPanel panel;
        panel.shareCandidates(&candidates_);
        panel.setSession(config_, "softmax_rows_f32");
        panel.refreshNow();
        QCOMPARE(measurementsSpent(candidates_), 12);
        QCOMPARE(int(panel.view()->sessionCurve().size()), 13); // m = 0..12
        QVERIFY(panel.view()->sessionPoints().last().x() <= 12.0);
        QCOMPARE(panel.view()->xSpan(), 40.0); // the axis still shows the whole budget
    }

    void wallTimeAxis() {
        ui::ProgressPanel panel;
        panel.shareCandidates(&candidates_);
        panel.setSession(config_, "softmax_rows_f32");
        panel.refreshNow();
        const auto overTime = bestSoFarOverTime(candidates_);
        QVERIFY(overTime.size() >= 2);
        double last = 0;
        for (const auto& c : candidates_)
            if (c.measurement && c.measurement->order > 0) last = std::max(last, c.measurement->finishedS);
        QVERIFY(last > 0);
        panel.setXAxis(true);
        QCOMPARE(panel.view()->xAxis(), ui::SearchProgressView::XAxis::WallTime);
        QCOMPARE(panel.view()->sessionPoints().last().x(), last);
        QVERIFY(panel.view()->xSpan() >= last);
    }

    void overlaysOfTheSameProblemOnly() {
        const QString same1 = dir_.filePath("same1.augur"), same2 = dir_.filePath("same2.augur"),
                      other = dir_.filePath("other.augur"), broken = dir_.filePath("broken.augur");
        runSession(kSoftmax, 8, 2, same1.toStdString());
        runSession(kSoftmax, 10, 3, same2.toStdString());
        runSession(kLayernorm, 6, 1, other.toStdString());
        QFile b(broken);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write("not a session");
        b.close();
        ui::ProgressPanel panel;
        panel.shareCandidates(&candidates_);
        panel.setSession(config_, "softmax_rows_f32");
        QSignalSpy loaded(&panel, &ui::ProgressPanel::overlaysLoaded);
        panel.addOverlays({same1, same2, other, broken});
        QVERIFY(loaded.wait(20000));
        QCOMPARE(int(panel.view()->overlays().size()), 2);
        QCOMPARE(int(panel.view()->overlays()[0].byMeasurement.size()), 9); // 8 measurements, m = 0..8
        QVERIFY(panel.view()->overlays()[1].label.contains(QStringLiteral("seed 3")));
        QCOMPARE(panel.overlayNotes().size(), 2);
        QVERIFY(panel.overlayNotes()[0].contains(QStringLiteral("other.augur: another problem")));
        QVERIFY(panel.overlayNotes()[1].contains(QStringLiteral("broken.augur")));
        QVERIFY(panel.view()->legendText().contains(QStringLiteral("seed 2")));
        // AUGUR_PROGRESS_PICTURE=STEM saves the dock with its overlays against measurements
        // and against wall time (docs/progress-*.png are made this way).
        if (const QByteArray stem = qgetenv("AUGUR_PROGRESS_PICTURE"); !stem.isEmpty()) {
            panel.shareCandidates(&candidates_);
            panel.refreshNow();
            panel.resize(720, 480);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            // Pictures only (never in a test run): time for the chart to settle before the grab.
            QTest::qWait(200);
            panel.grab().save(QString::fromUtf8(stem) + QStringLiteral("-measurements.png"));
            panel.setXAxis(true);
            QTest::qWait(200);
            panel.grab().save(QString::fromUtf8(stem) + QStringLiteral("-wall-time.png"));
        }
        panel.clearOverlays();
        QVERIFY(panel.view()->overlays().empty());
    }

    void exports() {
        ui::ProgressPanel panel;
        panel.resize(600, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.shareCandidates(&candidates_);
        panel.setSession(config_, "softmax_rows_f32");
        panel.refreshNow();
        QString error;
        const QString png = dir_.filePath("p.png"), svg = dir_.filePath("p.svg"), csv = dir_.filePath("p.csv");
        QVERIFY2(panel.exportTo(png, ui::ProgressPanel::ExportFormat::Png, error), qPrintable(error));
        QVERIFY2(panel.exportTo(svg, ui::ProgressPanel::ExportFormat::Svg, error), qPrintable(error));
        QVERIFY2(panel.exportTo(csv, ui::ProgressPanel::ExportFormat::Csv, error), qPrintable(error));
        const QImage image(png);
        QCOMPARE(image.width(), 2 * panel.view()->width()); // drawn at twice the size
        QFile s(svg);
        QVERIFY(s.open(QIODevice::ReadOnly));
        QVERIFY(s.readAll().contains("<svg"));
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(c.readAll()).split(QLatin1Char('\n'));
        QVERIFY(lines[0].startsWith(QStringLiteral("measurements,this_session,")));
        QCOMPARE(lines[1].section(QLatin1Char(','), 0, 1), QStringLiteral("0,1"));
        QVERIFY(lines.contains(QStringLiteral("series,wall_s,best")));
        // A folder that does not exist: one clear line, nothing thrown.
        QVERIFY(!panel.exportTo(QStringLiteral("/nonexistent/dir/p.csv"), ui::ProgressPanel::ExportFormat::Csv, error));
        QVERIFY(error.contains(QStringLiteral("/nonexistent/dir/p.csv")));
    }
};

QTEST_MAIN(TestProgressDock)
#include "tst_progress_dock.moc"
