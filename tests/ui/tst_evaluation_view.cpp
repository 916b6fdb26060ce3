// The evaluation view (headless): a dataset read in place is evaluated off the GUI thread
// and its tables and charts show the numbers core computes; a replayed session's own
// forecasts are scored; bad input is reported with the file's name.
#include "core/datasets/EvaluationDataset.h"
#include "core/evaluation/EvaluationSuite.h"
#include "core/session/SessionFactory.h"
#include "core/evaluation/SurrogateEvaluation.h"
#include "ui/charts/EvaluationView.h"
#include "ui/charts/ReliabilityDiagram.h"
#include "ui/charts/RiskCoverageView.h"

#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>

using namespace augur;

namespace {
QString h200(const char* name) {
    return QString::fromStdString(std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/" + name + ".json.gz");
}
} // namespace

class TestEvaluationView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void datasetTablesMatchCore() {
        ui::EvaluationView view;
        view.resize(1100, 800);
        view.show();
        view.setDatasetPath(h200("softmax_rows_f32"));
        QSignalSpy done(&view, &ui::EvaluationView::finished);
        view.evaluateDataset();
        QVERIFY(view.busy());
        QVERIFY(done.wait(60000));
        QVERIFY(!view.busy());

        // The same evaluation straight from core (5 folds, seed 7, by fold on the parameters).
        const EvaluationDataset ds = loadEvaluationDataset(h200("softmax_rows_f32").toStdString());
        const EvaluationResult r =
            SurrogateEvaluation::run(ds, EvaluationSuite::specs("features", nullptr), EvaluationOptions{});
        QTableWidget* t = view.overallTable();
        QCOMPARE(r.surrogates.size(), std::size_t(4));
        QCOMPARE(t->rowCount(), 4);
        QCOMPARE(t->columnCount(), 16);
        for (int row = 0; row < 4; ++row) {
            const SurrogateScore& s = r.surrogates[static_cast<std::size_t>(row)];
            QCOMPARE(t->verticalHeaderItem(row)->text(), QString::fromStdString(s.label));
            QCOMPARE(t->item(row, 0)->text(), QString::number(s.overall.count));
            QCOMPARE(t->item(row, 2)->text(), QString::number(s.overall.brier, 'f', 3));
            QCOMPARE(t->item(row, 8)->text(), QString::number(s.overall.ece, 'f', 3));
            QCOMPARE(t->item(row, 12)->text(), QString::number(s.overall.recovered[2], 'f', 3));
        }
        QCOMPARE(view.problemTable()->rowCount(), 1);
        QCOMPARE(view.problemTable()->verticalHeaderItem(0)->text(), QStringLiteral("softmax_rows_f32"));

        // The charts follow the surrogate picked.
        QCOMPARE(view.surrogateChoice()->count(), 4);
        view.surrogateChoice()->setCurrentIndex(2);
        const auto& bins = view.reliabilityDiagram()->bins();
        QCOMPARE(bins.size(), r.surrogates[2].reliability.size());
        for (std::size_t i = 0; i < bins.size(); ++i) QCOMPARE(bins[i].count, r.surrogates[2].reliability[i].count);
        QCOMPARE(view.riskCoverageView()->curve().size(), r.surrogates[2].riskCoverage.size());
        QVERIFY(!view.grab().isNull());
    }

    void severalDatasetsAreHeldOutByProblem() {
        ui::EvaluationView view;
        view.setDatasetPath(h200("transpose_f32") + "; " + h200("scan_inclusive_i32") + "; " + h200("vector_add_f32"));
        QSignalSpy done(&view, &ui::EvaluationView::finished);
        view.evaluateDataset();
        QVERIFY(done.wait(60000));
        QVERIFY(view.result()->split == EvaluationSplit::ByProblem);
        QCOMPARE(view.result()->problems, 3);
        QCOMPARE(view.problemTable()->rowCount(), 3);
        QCOMPARE(view.overallTable()->item(0, 0)->text(), QStringLiteral("130"));
    }

    void sessionForecastsAreScored() {
        SessionConfig cfg;
        cfg.datasetPath = h200("stencil2d_5pt_f32").toStdString();
        cfg.maxMeasurements = 25;
        cfg.seed = 11;
        auto engine = SessionFactory::create(cfg, "");
        engine->run();
        engine->rethrowIfFailed();
        ui::EvaluationView view;
        view.setSession(engine->session().problem(), engine->session().candidates());
        QSignalSpy done(&view, &ui::EvaluationView::finished);
        view.evaluateSession();
        QVERIFY(done.wait(60000));
        QCOMPARE(view.overallTable()->verticalHeaderItem(0)->text(), QStringLiteral("session forecasts"));
        QCOMPARE(view.overallTable()->rowCount(), 5);
        const EvaluationDataset ds =
            EvaluationDataset::fromSession(engine->session().problem(), engine->session().candidates());
        const SurrogateScore recorded =
            SurrogateEvaluation::scoreRecorded(ds, "session forecasts", EvaluationOptions{});
        QCOMPARE(view.overallTable()->item(0, 2)->text(), QString::number(recorded.overall.brier, 'f', 3));
    }

    void badInputIsReported() {
        ui::EvaluationView view;
        view.setDatasetPath(QStringLiteral("/nonexistent/dataset.json"));
        QSignalSpy failed(&view, &ui::EvaluationView::failed);
        view.evaluateDataset();
        QVERIFY(failed.wait(30000));
        QVERIFY(failed.first().first().toString().contains(QStringLiteral("/nonexistent/dataset.json")));
        QVERIFY(!view.result());
    }

    void destroyingWhileRunningCancels() {
        // The nine H200 datasets, each twice: leave-one-problem-out over 18 problems.
        QStringList paths;
        for (const char* name :
             {"hgemm_f16_tc", "layernorm_rows_f32", "reduce_sum_f32", "scan_inclusive_i32", "sgemm_f32",
              "softmax_rows_f32", "stencil2d_5pt_f32", "transpose_f32", "vector_add_f32"})
            paths << h200(name) << h200(name);
        auto* view = new ui::EvaluationView;
        view->setDatasetPath(paths.join(QStringLiteral("; ")));
        QSignalSpy done(view, &ui::EvaluationView::finished);
        QSignalSpy failed(view, &ui::EvaluationView::failed);
        view->evaluateDataset();
        QVERIFY(view->busy());
        // Wait until the job is inside its folds (it reports each one on the status line).
        auto inFolds = [view] {
            for (const QLabel* l : view->findChildren<QLabel*>())
                if (l->text().startsWith(QStringLiteral("Evaluating: "))) return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(inFolds() || !view->busy(), 60000);
        QVERIFY2(view->busy() && done.isEmpty() && failed.isEmpty(),
                 "the evaluation ended before the view was deleted");
        delete view; // cancels the job at its next fold and joins its thread
        QCoreApplication::processEvents(); // anything the job queued for the view is dropped
        QCOMPARE(done.count(), 0);
        QCOMPARE(failed.count(), 0);
    }
};

QTEST_MAIN(TestEvaluationView)
#include "tst_evaluation_view.moc"
