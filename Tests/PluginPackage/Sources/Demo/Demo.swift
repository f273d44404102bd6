/// The code of the target; its flow, `reminders.flow`, is checked on every build.
public enum Reminders {
    public static let title = "Reminders"
}
