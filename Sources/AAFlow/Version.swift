package let aaflowVersion = "0.1.0"
