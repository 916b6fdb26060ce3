// Core's messages in the GUI's language: every template of core's catalogue
// (core/base/CoreMessages.cpp) has a Spanish and a Japanese translation with the same
// placeholders, the English core writes is read back to its template and arguments, every
// log line and stop reason of a real session carries its template, and in Japanese the
// log dock, the LLM dock's rejected replies and the Forecast dock's failure show no English
// of core's (in Spanish too).
#include "core/base/CoreMessage.h"
#include "core/llm/client/LlmActivity.h"
#include "core/model/LlmReplyRejection.h"
#include "core/session/LiveSession.h"
#include "ui/base/CoreText.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/session/EngineController.h"
#include "ui/session/ForecastPanel.h"
#include "ui/session/LlmPanel.h"
#include "ui/window/MainWindow.h"

#include <QDockWidget>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>

#include <atomic>
#include <mutex>

using namespace augur;

namespace {
constexpr int kFirstTemplate = static_cast<int>(MessageId::ListPair);

QSet<QString> placeholders(const QString& text) {
    QSet<QString> out;
    static const QRegularExpression re(QStringLiteral("%[1-9]"));
    for (auto it = re.globalMatch(text); it.hasNext();) out.insert(it.next().captured());
    return out;
}

bool hasLetters(const QString& text) {
    QString words = text;
    words.remove(QRegularExpression(QStringLiteral("%[1-9]")));
    return words.contains(QRegularExpression(QStringLiteral("[A-Za-z]")));
}

/// Japanese script (kana or kanji) in `text`.
bool hasJapanese(const QString& text) {
    return text.contains(QRegularExpression(QStringLiteral("[\\x{3040}-\\x{30ff}\\x{4e00}-\\x{9fff}]")));
}

QString dataset(const char* name) { return QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/") + name; }
} // namespace

class TestCoreText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AugurTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_core_text"));
        QSettings().remove(QStringLiteral("ui/language"));
    }
    void cleanup() { QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"))); }

    /// Every id has a template; its placeholders run from %1 without a gap.
    void catalogueIsWellFormed() {
        QCOMPARE(messageTemplate(MessageId::Text), std::string_view());
        for (int i = kFirstTemplate; i < static_cast<int>(MessageId::Count); ++i) {
            const auto id = static_cast<MessageId>(i);
            const QString t = QString::fromUtf8(messageTemplate(id).data());
            QVERIFY2(!t.isEmpty(), qPrintable(QStringLiteral("id %1 has no template").arg(i)));
            const int n = messageArgumentCount(id);
            QCOMPARE(placeholders(t).size(), n);
            for (int k = 1; k <= n; ++k) QVERIFY2(t.contains(QStringLiteral("%%1").arg(k)), qPrintable(t));
        }
    }

    void everyTemplateIsTranslated_data() {
        QTest::addColumn<QString>("lang");
        QTest::newRow("es") << QStringLiteral("es");
        QTest::newRow("ja") << QStringLiteral("ja");
    }
    /// A new message of core without a translation fails here: each template is found in
    /// the language's catalogue (context CoreText), differs from the English wherever the
    /// English has words, and keeps exactly the English placeholders.
    void everyTemplateIsTranslated() {
        QFETCH(QString, lang);
        QTranslator catalogue;
        QVERIFY(catalogue.load(QStringLiteral(":/i18n/augur_%1.qm").arg(lang)));
        for (int i = kFirstTemplate; i < static_cast<int>(MessageId::Count); ++i) {
            const std::string_view english = messageTemplate(static_cast<MessageId>(i));
            const QString source = QString::fromUtf8(english.data());
            const QString translated = catalogue.translate("CoreText", english.data());
            QVERIFY2(!translated.isEmpty(), qPrintable(lang + QStringLiteral(": no translation of \"") + source + '"'));
            if (hasLetters(source))
                QVERIFY2(translated != source, qPrintable(lang + QStringLiteral(": left in English: ") + source));
            QVERIFY2(placeholders(translated) == placeholders(source),
                     qPrintable(lang + QStringLiteral(": placeholders differ: ") + source + " / " + translated));
            if (lang == QLatin1String("ja") && hasLetters(source) && source.contains(QLatin1Char(' ')))
                QVERIFY2(hasJapanese(translated), qPrintable(translated));
        }
    }

    /// What core writes is read back: each template with distinct words for its arguments
    /// parses to the same id and arguments, and the most specific template wins.
    void englishReadsBackToItsTemplate() {
        int parsed = 0;
        for (int i = kFirstTemplate; i < static_cast<int>(MessageId::Count); ++i) {
            const auto id = static_cast<MessageId>(i);
            const std::string t(messageTemplate(id));
            if (t.find(' ') == std::string::npos || !hasLetters(QString::fromStdString(t))) continue;
            std::vector<CoreMessage> args;
            for (int k = 0; k < messageArgumentCount(id); ++k) args.emplace_back("w" + std::to_string(k + 1) + "z");
            const CoreMessage m(id, args);
            const auto back = parseCoreMessage(m.english());
            QVERIFY2(back, m.english().c_str());
            QVERIFY2(back->id == id, m.english().c_str());
            QCOMPARE(back->english(), m.english());
            QVERIFY(back->args == m.args);
            ++parsed;
        }
        QVERIFY(parsed > 90);
        // Nested: a rejected reply cut off at its budget, as the measurement stores it.
        const std::string stored = coreText(
            MessageId::ReplyUnusable, {CoreMessage(MessageId::ReplyCutOff, {CoreMessage(MessageId::ReplyNoJson)})});
        QCOMPARE(stored,
                 std::string("the LLM's reply is not a usable candidate: no JSON object in the reply (the reply "
                             "was cut off at its token budget)"));
        const auto back = parseCoreMessage(stored);
        QVERIFY(back && back->id == MessageId::ReplyUnusable);
        QVERIFY(back->args.at(0).id == MessageId::ReplyCutOff);
        QVERIFY(back->args.at(0).args.at(0).id == MessageId::ReplyNoJson);
        // Words of no template, and one-word names on their own, stay text.
        QVERIFY(!parseCoreMessage("ptxas error: entry function uses too much shared data"));
        QVERIFY(!parseCoreMessage("timeout"));
        QVERIFY(!parseCoreMessage("1.234: 5"));
    }

    /// A replayed session: every log line and the stop reason carry their template, whose
    /// English is the text the session file keeps.
    void sessionLinesCarryTheirTemplate() {
        SessionConfig config;
        config.datasetPath = dataset("reduce_sum_f32.json.gz").toStdString();
        config.maxMeasurements = 6;
        auto session = LiveSession::create(config, "");
        std::mutex mutex;
        std::vector<LogMessage> lines;
        std::optional<RunFinished> finished;
        std::atomic<bool> done{false};
        session->setSink([&](EngineEvent&& e) {
            std::lock_guard lock(mutex);
            if (auto* l = std::get_if<LogMessage>(&e)) lines.push_back(*l);
            if (auto* f = std::get_if<RunFinished>(&e)) {
                finished = *f;
                done = true;
            }
        });
        session->start();
        QTRY_VERIFY_WITH_TIMEOUT(done.load(), 30000);
        std::lock_guard lock(mutex);
        QVERIFY(lines.size() >= 7); // start, measurements, finish
        for (const LogMessage& l : lines) {
            QVERIFY2(l.message.id != MessageId::Text, l.text.c_str());
            QCOMPARE(l.message.english(), l.text);
        }
        QCOMPARE(finished->message.id, MessageId::StopMeasurementBudget);
        QCOMPARE(finished->reason, std::string("measurement budget used (6)"));
        QCOMPARE(finished->message.english(), finished->reason);
    }

    void logDockShowsTheLanguage_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("ja") << QStringLiteral("ja")
                            << QStringList{QStringLiteral("（ビン "), QStringLiteral("実測予算を使い切りました (4 回)"),
                                           QStringLiteral("戦略 ")};
        QTest::newRow("es") << QStringLiteral("es")
                            << QStringList{QStringLiteral(" (clase "),
                                           QStringLiteral("presupuesto de mediciones agotado (4)"),
                                           QStringLiteral("estrategia ")};
    }
    /// The log dock shows the session's lines and its end in the GUI's language: in
    /// Japanese and Spanish none of core's English words is left.
    void logDockShowsTheLanguage() {
        QFETCH(QString, lang);
        QFETCH(QStringList, expected);
        QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(lang));
        SessionConfig config;
        config.datasetPath = dataset("reduce_sum_f32.json.gz").toStdString();
        config.maxMeasurements = 4;
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.resize(1366, 768);
        window.show();
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 30000);
        auto* log = window.findChild<QPlainTextEdit*>(QStringLiteral("logView"));
        QVERIFY(log);
        const QString text = log->toPlainText();
        for (const QString& words : expected) QVERIFY2(text.contains(words), qPrintable(words + '\n' + text));
        for (const char* english : {"(bin ", "measurement budget used", "strategy ", "reference: "})
            QVERIFY2(!text.contains(QLatin1String(english)), english);
        const QString shots = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            window.dockOf(log)->raise();
            QTest::qWait(50); // the raised tab paints before the grab
            QVERIFY(window.grab().save(shots + QStringLiteral("/log-dock-%1.png").arg(lang)));
        }
    }

    void rejectionReasonShownTranslated_data() {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ja") << QStringLiteral("ja")
                            << QStringLiteral(
                                   "応答に JSON オブジェクトがありません（応答がトークン予算で打ち切られました）");
        QTest::newRow("es") << QStringLiteral("es")
                            << QStringLiteral("la respuesta no contiene ningún objeto JSON (la respuesta se cortó al "
                                              "agotar su presupuesto de tokens)");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringLiteral(
                                   "no JSON object in the reply (the reply was cut off at its token budget)");
    }
    /// The LLM dock lists a rejected reply with its reason in the GUI's language; the
    /// Forecast dock does the same for the failure a rejected reply is stored with.
    void rejectionReasonShownTranslated() {
        QFETCH(QString, lang);
        QFETCH(QString, expected);
        QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(lang));
        const std::string reason =
            coreText(MessageId::ReplyCutOff, {CoreMessage(MessageId::ReplyNoJson)}); // as LlmGenerator writes it
        auto activity = std::make_shared<LlmActivity>();
        activity->reject(3, "generate", reason);
        activity->reject(4, "forecast",
                         coreText(MessageId::ForecastParseFailure, {coreText(MessageId::ForecastEmpty)}));
        SessionConfig config;
        config.generator = GeneratorKind::Llm;
        config.surrogate = SurrogateKind::Llm;
        ui::LlmPanel panel;
        panel.setSession(activity, config);
        panel.refresh();
        auto* table = panel.findChild<QTableWidget*>(QStringLiteral("llmRejections"));
        QVERIFY(table && table->rowCount() == 2);
        QCOMPARE(table->item(0, 4)->text(), expected);
        if (lang != QLatin1String("en")) {
            QVERIFY(table->item(0, 4)->text() != QString::fromStdString(reason));
            QVERIFY(table->item(1, 4)->text() != QStringLiteral("parse failure: empty answer"));
        }

        Candidate c;
        c.id = 3;
        c.origin = Origin::Llm;
        c.state = CandidateState::Failed;
        c.rejection = LlmReplyRejection::make(reason, "{ \"idea\": ");
        c.measurement = LlmReplyRejection::failedMeasurement(*c.rejection, "cuda");
        ui::ForecastPanel forecast;
        forecast.showCandidate(&c, nullptr, ParameterSpace{});
        const QString measured = forecast.findChild<QLabel*>(QStringLiteral("forecastMeasured"))->text();
        QVERIFY2(measured.contains(expected), qPrintable(measured));
        if (lang == QLatin1String("ja"))
            QVERIFY2(!measured.contains(QStringLiteral("usable candidate")), qPrintable(measured));
        const QString shots = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            panel.resize(900, 420);
            panel.show();
            QVERIFY(QTest::qWaitForWindowExposed(&panel));
            QVERIFY(panel.grab().save(shots + QStringLiteral("/llm-rejections-%1.png").arg(lang)));
        }
    }
};

QTEST_MAIN(TestCoreText)
#include "tst_core_text.moc"
