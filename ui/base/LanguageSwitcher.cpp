#include "ui/base/LanguageSwitcher.h"

#include "ui/base/AugurTranslator.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace augur::ui {

namespace {
const char* const kSettingsKey = "ui/language";
} // namespace

LanguageSwitcher::LanguageSwitcher(QObject* parent)
    : QObject(parent), augur_(new AugurTranslator(this)), qt_(new QTranslator(this)) {}

LanguageSwitcher* LanguageSwitcher::instance() {
    static LanguageSwitcher* self = nullptr;
    if (!self) {
        self = new LanguageSwitcher(QCoreApplication::instance());
        connect(self, &QObject::destroyed, [] { self = nullptr; });
    }
    return self;
}

QStringList LanguageSwitcher::languages() { return {QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("ja")}; }

QString LanguageSwitcher::nativeName(const QString& code) {
    // Each language is named in itself, so a reader of any of them finds their own.
    if (code == QLatin1String("es")) return QStringLiteral("Español");
    if (code == QLatin1String("ja")) return QStringLiteral("日本語");
    return QStringLiteral("English");
}

QString LanguageSwitcher::normalise(const QString& requested) {
    const QString lang = requested.trimmed().toLower().section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0);
    return languages().contains(lang) ? lang : QString();
}

QString LanguageSwitcher::systemLanguage() {
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString lang = normalise(name);
        if (!lang.isEmpty()) return lang;
    }
    return QStringLiteral("en");
}

QString LanguageSwitcher::savedLanguage() {
    return normalise(QSettings().value(QLatin1String(kSettingsKey)).toString());
}

bool LanguageSwitcher::setLanguage(const QString& requested, bool remember) {
    const QString code = normalise(requested);
    if (code.isEmpty()) return false;
    if (remember) QSettings().setValue(QLatin1String(kSettingsKey), code);
    if (code == language_) return true;
    if (code != QLatin1String("en")) {
        // Load into a fresh translator first, so a missing catalogue changes nothing.
        auto* next = new AugurTranslator(this);
        if (!next->load(QStringLiteral(":/i18n/augur_%1.qm").arg(code))) {
            delete next;
            return false;
        }
        QCoreApplication::removeTranslator(augur_);
        delete augur_;
        augur_ = next;
    }
    if (qtInstalled_) QCoreApplication::removeTranslator(qt_);
    qtInstalled_ = false;
    if (code == QLatin1String("en")) {
        QCoreApplication::removeTranslator(augur_);
    } else {
        QCoreApplication::installTranslator(augur_);
        // Qt's own strings (standard dialogs, context menus), when qt6-translations-l10n is installed.
        if (qt_->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qtInstalled_ = QCoreApplication::installTranslator(qt_);
    }
    language_ = code;
    Q_EMIT languageChanged(code);
    return true;
}

} // namespace augur::ui
