// The session context as the panels that show the selected candidate see it: they follow
// the selection, a change of the selected candidate, a reset and a new session, and only
// those (a change to another candidate costs them nothing).
#include "core/problem/ProblemLoader.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/base/SessionContext.h"
#include "ui/kernel/KernelPanel.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/CandidateTablePanel.h"
#include "ui/session/DiagnosisPanel.h"
#include "ui/session/ForecastPanel.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QStandardPaths>
#include <QTest>

using namespace augur;

namespace {
const std::string kProblem = AUGUR_SOURCE_DIR "/resources/problems/softmax_rows_f32";

Candidate candidate(CandidateId id, CandidateId parent, CandidateState state) {
    Candidate c;
    c.id = id;
    c.parent = parent;
    c.origin = parent == kNoCandidate ? Origin::Reference : Origin::Tuner;
    c.state = state;
    return c;
}

QString titleOf(const ui::ForecastPanel& panel) {
    const auto* title = panel.findChild<QLabel*>(QStringLiteral("forecastTitle"));
    return title ? title->text() : QString();
}
} // namespace

class TestSessionContext : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void panelsFollowTheSelection() {
        const Problem problem = ProblemLoader::load(kProblem);
        const SessionConfig config;
        std::vector<Candidate> rows{candidate(0, kNoCandidate, CandidateState::Measured),
                                    candidate(1, 0, CandidateState::Deferred),
                                    candidate(2, 0, CandidateState::Accepted)};
        ui::SessionContext context;
        ui::ForecastPanel forecast;
        ui::DiagnosisPanel diagnosis;
        forecast.bind(context);
        diagnosis.bind(context);
        int shows = 0;
        context.followSelection(&forecast, [&shows] { ++shows; });
        QCOMPARE(forecast.shownId(), kNoCandidate); // no session yet

        context.setSession(problem, config, rows);
        QCOMPARE(shows, 1);
        context.select(1);
        QCOMPARE(shows, 2);
        QCOMPARE(forecast.shownId(), CandidateId(1));
        QCOMPARE(diagnosis.shownId(), CandidateId(1));
        QVERIFY2(titleOf(forecast).contains(QStringLiteral("#1")), qPrintable(titleOf(forecast)));
        context.select(1); // the same: nothing to show again
        QCOMPARE(shows, 2);

        // A change of another candidate: not shown again; of the selected one: shown again.
        rows[2].state = CandidateState::Measuring;
        context.changeCandidates({rows[2]});
        QCOMPARE(shows, 2);
        rows[1].state = CandidateState::Measuring;
        context.changeCandidates({rows[1]});
        QCOMPARE(shows, 3);
        QVERIFY2(titleOf(forecast).contains(QStringLiteral("measuring")), qPrintable(titleOf(forecast)));

        context.resetCandidates();
        QCOMPARE(shows, 4);
        QCOMPARE(forecast.shownId(), CandidateId(1));

        // A new language: the Forecast dock says the selected candidate in it.
        const QString english = titleOf(forecast);
        QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("ja")));
        QTRY_VERIFY2(titleOf(forecast) != english && titleOf(forecast).contains(QStringLiteral("#1")),
                     qPrintable(titleOf(forecast)));
        QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(titleOf(forecast), english);

        // A new session clears the selection: the panels are cleared.
        context.setSession(problem, config, rows);
        QCOMPARE(shows, 5);
        QCOMPARE(forecast.shownId(), kNoCandidate);
        QCOMPARE(diagnosis.shownId(), kNoCandidate);
    }

    // The Kernel dock and the candidate table bind to the context as the other panels do:
    // the selection is their current candidate, and the table's energy columns appear for a
    // session that measures energy, or when a measured energy arrives.
    void kernelDockAndTableFollowTheContext() {
        const Problem problem = ProblemLoader::load(kProblem);
        SessionConfig config;
        ui::CandidateModel model;
        model.resetCandidates({candidate(0, kNoCandidate, CandidateState::Measured),
                               candidate(1, 0, CandidateState::Deferred), candidate(2, 1, CandidateState::Accepted)});
        ui::SessionContext context;
        ui::KernelPanel kernel;
        ui::CandidateTablePanel table(&model);
        kernel.bind(context);
        table.bind(context);
        QSignalSpy userSelections(&table, &ui::CandidateTablePanel::candidateSelected);

        context.setSession(problem, config, model.candidates());
        QVERIFY(!table.energyColumnsShown()); // a time objective that measures no energy
        QCOMPARE(kernel.shownId(), kNoCandidate);

        context.select(2);
        QCOMPARE(kernel.shownId(), CandidateId(2));
        QCOMPARE(table.table()->currentIndex().siblingAtColumn(0).data().toLongLong(), 2LL);
        QCOMPARE(userSelections.count(), 0); // following the context is not a user's choice

        // The candidates are looked up in the context's rows: the parent of #2 is #1.
        context.select(1);
        QCOMPARE(kernel.shownId(), CandidateId(1));
        QCOMPARE(table.table()->currentIndex().siblingAtColumn(0).data().toLongLong(), 1LL);

        // A measured energy arriving shows the energy columns.
        std::vector<Candidate> changed{model.candidates()[2]};
        changed[0].state = CandidateState::Measured;
        changed[0].measurement = Measurement{};
        changed[0].measurement->energyJ = 0.02;
        model.updateCandidates(changed);
        context.changeCandidates(changed);
        QVERIFY(table.energyColumnsShown());

        // A new session that asks for energy shows them from the start; one that does not
        // hides them again; a new session clears the Kernel dock.
        config.objective = "energy";
        context.setSession(problem, config, model.candidates());
        QVERIFY(table.energyColumnsShown());
        config.objective = "time";
        context.setSession(problem, config, model.candidates());
        QVERIFY(!table.energyColumnsShown());
        QCOMPARE(kernel.shownId(), kNoCandidate);
    }
};

QTEST_MAIN(TestSessionContext)
#include "tst_session_context.moc"
