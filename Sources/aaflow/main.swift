import AAFlow
print(aaflowVersion)
