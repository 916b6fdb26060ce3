// CandidateModel fed with the real events of a short replay run, under QAbstractItemModelTester:
// on the project's own H200 reduce_sum_f32 dataset and again, as an extra row when ../shared
// is beside the checkout, on Kernel Tuner's convolution file (skipped without it).
#include "core/session/SessionFactory.h"
#include "ui/session/CandidateModel.h"

#include "tests/TestDatasets.h"

#include <QAbstractItemModelTester>
#include <QFileInfo>
#include <QSortFilterProxyModel>
#include <QTest>

#include <map>

using namespace augur;

class TestCandidateModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase_data() {
        QTest::addColumn<QString>("dataset");
        QTest::newRow("reduce_sum_f32 (project)")
            << QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");
        QTest::newRow("convolution_A100 (shared)") << QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");
    }

    /// A short run on the row's dataset (once per dataset); skips a row whose file is absent.
    void init() {
        QFETCH_GLOBAL(QString, dataset);
        AUGUR_REQUIRE_DATASET(dataset);
        if (dataset_ == dataset) return;
        dataset_ = dataset;
        events_.clear();
        SessionConfig config;
        config.datasetPath = dataset_.toStdString();
        config.maxMeasurements = 20;
        auto engine = SessionFactory::create(config, "");
        space_ = engine->session().problem().space;
        engine->setListener([this](const EngineEvent& e) { events_.push_back(e); });
        engine->run(); // on this thread: the events arrive in order, synchronously
        engine->rethrowIfFailed();
        QVERIFY(!events_.empty());
    }

    void replayEventsIntoModel() {
        ui::CandidateModel model;
        model.setParameterSpace(space_);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(ui::CandidateModel::SortRole);
        proxy.sort(ui::CandidateModel::ColMeasuredS, Qt::DescendingOrder);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);

        std::map<CandidateId, Candidate> expected;
        int inserts = 0;
        connect(&model, &QAbstractItemModel::rowsInserted, this,
                [&](const QModelIndex&, int a, int b) { inserts += b - a + 1; });
        for (const EngineEvent& e : events_) {
            const std::vector<Candidate>* candidates = nullptr;
            if (const auto* started = std::get_if<RunStarted>(&e)) {
                model.resetCandidates(started->candidates);
                expected.clear();
                candidates = &started->candidates;
            } else if (const auto* changed = std::get_if<CandidatesChanged>(&e)) {
                model.updateCandidates(changed->candidates);
                candidates = &changed->candidates;
            } else {
                continue;
            }
            for (const Candidate& c : *candidates) expected[c.id] = c;
        }
        QCOMPARE(model.rowCount(), int(expected.size()));
        QVERIFY(inserts > 0); // incremental inserts, not only resets
        const auto* last = std::get_if<RunFinished>(&events_.back());
        QVERIFY(last);
        QCOMPARE(model.rowCount(), last->stats.candidates);
        int measuredRows = 0;
        for (const auto& [id, c] : expected) {
            const int row = model.rowOf(id);
            QVERIFY(row >= 0);
            QCOMPARE(model.index(row, ui::CandidateModel::ColId).data(ui::CandidateModel::CandidateIdRole).toLongLong(),
                     id);
            QCOMPARE(model.index(row, ui::CandidateModel::ColState).data(ui::CandidateModel::StateRole).toInt(),
                     int(c.state));
            QVERIFY(model.index(row, ui::CandidateModel::ColState).data(Qt::BackgroundRole).isValid());
            if (auto s = c.measuredSpeedup()) {
                ++measuredRows;
                QVERIFY(model.index(row, ui::CandidateModel::ColMeasuredS)
                            .data()
                            .toString()
                            .startsWith(QString::number(*s, 'f', 3)));
                QCOMPARE(model.index(row, ui::CandidateModel::ColBin).data().toInt(), c.measurement->bin());
            }
            if (c.forecast && c.forecast->prior) // a no-information prior names no bin
                QCOMPARE(model.index(row, ui::CandidateModel::ColPredictedBin).data().toString(),
                         QStringLiteral("prior"));
            else if (c.forecast && !c.forecast->parseFailure)
                QCOMPARE(model.index(row, ui::CandidateModel::ColPredictedBin).data().toInt(),
                         c.forecast->predictedBin);
        }
        QVERIFY(measuredRows >= 2);
        // The proxy sorts by measured S: its first row holds the best speedup.
        const double best =
            proxy.index(0, ui::CandidateModel::ColMeasuredS).data(ui::CandidateModel::SortRole).toDouble();
        QCOMPARE(best, last->stats.bestSpeedup);
    }

private:
    QString dataset_;
    ParameterSpace space_;
    std::vector<EngineEvent> events_;
};

QTEST_GUILESS_MAIN(TestCandidateModel)
#include "tst_candidate_model.moc"
