print("complayout")
